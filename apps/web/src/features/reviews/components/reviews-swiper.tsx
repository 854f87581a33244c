import type { Review } from '@wayfare/contract/reviews';
import type { CSSProperties } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { ReviewCard } from './review-card';

/**
 * The Swiper itself (docs/product.md §9): 1 slide per view, 2 from 640 px, 3 from 1024 px, looping,
 * clickable pagination. Loaded on demand, so Swiper's code never delays the home page.
 */
export default function ReviewsSwiper({ reviews }: { reviews: Review[] }) {
  return (
    <Swiper
      modules={[Pagination, A11y]}
      slidesPerView={1}
      spaceBetween={24}
      breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }}
      loop
      pagination={{ clickable: true }}
      a11y={{ enabled: true }}
      style={
        { '--swiper-theme-color': 'var(--color-primary)', paddingBottom: '3rem' } as CSSProperties
      }
    >
      {reviews.map((review) => (
        <SwiperSlide key={review._id} className="p-1">
          <ReviewCard review={review} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
