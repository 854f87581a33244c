import { portrait } from '@/content/static-images';

const TEAM = [
  {
    name: 'Farhana Akter',
    role: 'Founder & Head Guide',
    image: '/images/people/person-7',
    bio: 'Twelve years leading treks in the Chittagong Hill Tracts.',
  },
  {
    name: 'Imran Hossain',
    role: 'Operations Lead',
    image: '/images/people/person-8',
    bio: 'Keeps every transfer, hotel and boat on time.',
  },
  {
    name: 'Sadia Islam',
    role: 'Traveller Care',
    image: '/images/people/person-9',
    bio: 'Answers your messages, before and during your trip.',
  },
];

const BENEFITS = [
  'Trips designed by guides who live where you travel',
  'One clear price with hotels, transfers and guides included',
  'Pay by card when you are ready; cancel unpaid bookings any time',
  'Small groups, local homestays and fair pay for local partners',
];

export function Component() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">About Wayfare</h1>
      <p className="mt-4 max-w-3xl text-lg text-base-content/80">
        Wayfare began in 2019 as a small group of guides in Dhaka who wanted travellers to see
        Bangladesh the way locals do: the tea hills of Sylhet at dawn, the mangrove rivers of the
        Sundarbans, the cloud valleys of Sajek. Today we plan trips across Bangladesh and to a
        handful of places around the world we love just as much.
      </p>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <div className="rounded-box bg-base-200 p-6">
          <h2 className="text-2xl font-bold">Our mission</h2>
          <p className="mt-3 text-base-content/80">
            To make good travel simple and honest: real local knowledge, one clear price, and help
            from a person whenever you need it.
          </p>
        </div>
        <div className="rounded-box bg-base-200 p-6">
          <h2 className="text-2xl font-bold">Why travel with us</h2>
          <ul className="mt-3 list-inside list-disc space-y-1 text-base-content/80">
            {BENEFITS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-10 rounded-box bg-base-200 p-6">
        <h2 className="text-2xl font-bold">Where trips start</h2>
        <p className="mt-3 text-base-content/80">
          Most trips start from our office in Dhanmondi, Dhaka, with pick-ups from Hazrat Shahjalal
          International Airport; international trips start at the destination’s airport, where our
          partner meets you.
        </p>
      </div>

      <h2 className="mt-12 text-2xl font-bold">The team</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {TEAM.map((member) => {
          const photo = portrait(member.image);
          return (
            <li
              key={member.name}
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
              <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
              <p className="text-sm text-[oklch(50%_0.12_65)]">{member.role}</p>
              <p className="mt-2 text-sm text-base-content/75">{member.bio}</p>
            </li>
          );
        })}
      </ul>

      <p className="mt-12 text-base-content/80">
        Questions? Write to us at{' '}
        <a className="link link-primary" href="mailto:hello@wayfare.example">
          hello@wayfare.example
        </a>
        .
      </p>
    </section>
  );
}
