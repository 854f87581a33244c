import type { TravelPackage } from '@wayfare/contract/packages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefinedCatalogs } from '@/lib/i18n/catalog';
import { packagePageHead, shortDescription } from './page-head';

const pkg: TravelPackage = {
  _id: '0b6f3c1e-4c55-4e57-9a39-6a3f5b1f2d10',
  id: '0b6f3c1e-4c55-4e57-9a39-6a3f5b1f2d10',
  title: 'Sundarbans "Tiger" Cruise & Canals',
  description: 'Three days\non the water <with> rangers.',
  image: '/images/sundarbans-960.webp',
  price: 320,
  duration: '3 days',
  offer: null,
  bn: { title: null, description: null, duration: null, offer: null },
};

beforeAll(() => loadDefinedCatalogs('bn'));

describe('a shared package page’s head', () => {
  it('names the package and gives absolute addresses for previews', () => {
    const head = packagePageHead(pkg, 'https://wayfare.example/', 'en');
    expect(head.title).toBe('Sundarbans "Tiger" Cruise & Canals | Wayfare');
    expect(head.description).toBe('Three days on the water <with> rangers.');
    expect(head.tags).toContain(
      '<meta property="og:title" content="Sundarbans &quot;Tiger&quot; Cruise &amp; Canals">',
    );
    expect(head.tags).toContain(
      '<meta property="og:description" content="Three days on the water &lt;with&gt; rangers.">',
    );
    expect(head.tags).toContain(
      `<meta property="og:url" content="https://wayfare.example/packages/${pkg._id}">`,
    );
    expect(head.tags).toContain(
      '<meta property="og:image" content="https://wayfare.example/images/sundarbans-960.webp">',
    );
    expect(head.tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head.tags).toContain(`<link rel="canonical" href="https://wayfare.example/packages/`);
  });

  it('leaves out addresses it cannot make absolute, and describes a package without text', () => {
    const head = packagePageHead({ ...pkg, description: '  ', image: '' }, undefined, 'en');
    expect(head.description).toBe(
      'Sundarbans "Tiger" Cruise & Canals: a 3 days package to book on Wayfare.',
    );
    expect(head.tags).not.toContain('og:url');
    expect(head.tags).not.toContain('og:image');
    expect(head.tags).not.toContain('canonical');
    expect(head.tags).toContain('<meta name="twitter:card" content="summary">');
  });

  it('names the package in Bangla on a Bangla page, and in English where it has no Bangla', async () => {
    const bangla = {
      ...pkg,
      bn: {
        title: 'সুন্দরবনে তিন দিন',
        description: 'নদীতে দুই রাত।',
        duration: '৩ দিন',
        offer: null,
      },
    };
    const head = packagePageHead(bangla, 'https://wayfare.example', 'bn');
    expect(head.title).toBe('সুন্দরবনে তিন দিন | Wayfare');
    expect(head.description).toBe('নদীতে দুই রাত।');
    expect(head.tags).toContain('<meta property="og:title" content="সুন্দরবনে তিন দিন">');
    // The English page of the same package stays English.
    expect(packagePageHead(bangla, undefined, 'en').title).toBe(
      'Sundarbans "Tiger" Cruise & Canals | Wayfare',
    );
    const untitled = { ...bangla, description: '', bn: { ...bangla.bn, description: null } };
    expect(packagePageHead(untitled, undefined, 'bn').description).toBe(
      'সুন্দরবনে তিন দিন: Wayfare-এ বুক করার প্যাকেজ, সময় ৩ দিন।',
    );
    expect(packagePageHead(pkg, undefined, 'bn').title).toBe(
      'Sundarbans "Tiger" Cruise & Canals | Wayfare',
    );
  });

  it('cuts a long description after a whole word', () => {
    const long = `${'word '.repeat(60)}end`;
    const short = shortDescription(long, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toMatch(/^(word )+word…$/);
    expect(shortDescription('short enough')).toBe('short enough');
  });
});
