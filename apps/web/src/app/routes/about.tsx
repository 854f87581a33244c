import { portrait } from '@/content/static-images';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { sitePagesMessages } from './site/messages';

const TEAM = [
  {
    id: 'farhana',
    name: 'sitePages.about.team.farhana.name',
    role: 'sitePages.about.team.farhana.role',
    image: '/images/people/person-7',
    bio: 'sitePages.about.team.farhana.bio',
  },
  {
    id: 'imran',
    name: 'sitePages.about.team.imran.name',
    role: 'sitePages.about.team.imran.role',
    image: '/images/people/person-8',
    bio: 'sitePages.about.team.imran.bio',
  },
  {
    id: 'sadia',
    name: 'sitePages.about.team.sadia.name',
    role: 'sitePages.about.team.sadia.role',
    image: '/images/people/person-9',
    bio: 'sitePages.about.team.sadia.bio',
  },
] as const;

const BENEFITS = [
  'sitePages.about.benefit.guides',
  'sitePages.about.benefit.price',
  'sitePages.about.benefit.pay',
  'sitePages.about.benefit.fair',
] as const;

export function Component() {
  const t = useT(sitePagesMessages);
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('sitePages.about.heading')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-base-content/80">{t('sitePages.about.intro')}</p>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <div className="rounded-box bg-base-200 p-6">
          <h2 className="text-2xl font-bold">{t('sitePages.about.missionHeading')}</h2>
          <p className="mt-3 text-base-content/80">{t('sitePages.about.mission')}</p>
        </div>
        <div className="rounded-box bg-base-200 p-6">
          <h2 className="text-2xl font-bold">{t('sitePages.about.whyHeading')}</h2>
          <ul className="mt-3 list-inside list-disc space-y-1 text-base-content/80">
            {BENEFITS.map((b) => (
              <li key={b}>{t(b)}</li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-10 rounded-box bg-base-200 p-6">
        <h2 className="text-2xl font-bold">{t('sitePages.about.startHeading')}</h2>
        <p className="mt-3 text-base-content/80">{t('sitePages.about.start')}</p>
      </div>

      <h2 className="mt-12 text-2xl font-bold">{t('sitePages.about.teamHeading')}</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {TEAM.map((member) => {
          const photo = portrait(member.image);
          return (
            <li
              key={member.id}
              className="rounded-box bg-base-100 p-6 text-center shadow ring-1 ring-base-300"
            >
              <img
                src={photo.src}
                srcSet={photo.srcSet}
                sizes="96px"
                width={96}
                height={96}
                alt=""
                loading="lazy"
                className="mx-auto h-24 w-24 rounded-full object-cover"
              />
              <h3 className="mt-4 text-lg font-bold">{t(member.name)}</h3>
              <p className="text-sm text-[oklch(50%_0.12_65)]">{t(member.role)}</p>
              <p className="mt-2 text-sm text-base-content/75">{t(member.bio)}</p>
            </li>
          );
        })}
      </ul>

      <p className="mt-12 text-base-content/80">
        <RichText
          t={t}
          id="sitePages.about.questions"
          components={{
            0: <a className="link link-primary" href="mailto:hello@wayfare.example" />,
          }}
        />
      </p>
    </section>
  );
}
