import references from '@/messages/pages/References.json';
import visionTeam from '@/messages/pages/VisionTeam.json';
import { initialsOf, portrait, teamPortraits, testimonialPortraits } from './people.mjs';

test('one portrait entry per testimonial and team member in the catalog', () => {
  expect(testimonialPortraits).toHaveLength(references.sv.References.testimonials.items.length);
  expect(teamPortraits).toHaveLength(visionTeam.sv.VisionTeam.team.members.length);
  expect(teamPortraits.filter((slug) => slug === null)).toHaveLength(2);
});

test('initials are the first letters of the first and last name', () => {
  expect(initialsOf('Elin Åberg')).toBe('EÅ');
  expect(initialsOf('Anna Maria Lind')).toBe('AL');
  expect(initialsOf('Cher')).toBe('C');
});

test('a portrait has a fixed size and both resolutions in srcset', () => {
  expect(portrait('karin-holm')).toEqual({
    src: '/people/karin-holm-96.webp',
    srcSet: '/people/karin-holm-96.webp 96w, /people/karin-holm-192.webp 192w',
    width: 96,
    height: 96,
  });
});

test('every portrait file was drawn (scripts/build/make-portraits.mjs)', () => {
  const { existsSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
  for (const slug of [...testimonialPortraits, ...teamPortraits.filter((s) => s !== null)]) {
    for (const file of portrait(slug)
      .srcSet.split(', ')
      .map((entry) => entry.split(' ')[0])) {
      expect(existsSync(`public${file}`)).toBe(true);
    }
  }
});
