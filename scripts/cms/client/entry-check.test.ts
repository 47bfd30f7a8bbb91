/** @jest-environment node */
// The preview checks one text at a time while the editor types (textChecker, entry-check.mjs), in the
// check's own words: a half-typed placeholder, one the code does not pass, a fact written by hand.
import { siteFiles } from '../admin-files.mjs';
import { textChecker } from './entry-check.mjs';

const check = textChecker(siteFiles());
const subtitle = ['Contact', 'hero', 'subtitle'];

it('finds no problem in the texts as they are', () => {
  const site = siteFiles();
  const contact = JSON.parse(site.files['messages/pages/Contact.json']);
  expect(check(subtitle, [contact.sv.Contact.hero.subtitle, contact.en.Contact.hero.subtitle])).toEqual({
    sv: [],
    en: [],
  });
});

it('says what is wrong with each language’s text in the check’s words', () => {
  const problems = check(subtitle, ['Mejla oss på {email', 'E-mail us at <mail>{email}</mail> within two hours.']);
  expect(problems.sv).toEqual([
    'invalid message syntax: a { has no closing } at character 14 (check braces {} and tags <x></x>)',
    'lacks {responseTime} that en states: both languages make the same claims',
  ]);
  expect(problems.en).toEqual([
    '"two hours" is a fact written by hand: write {responseTime} instead (it shows "two hours", from messages/facts.json)',
  ]);
});

it('checks a text shown as written, and an item of a list, by its own rule', () => {
  expect(
    check(['Contact', 'hero', 'badge'], ['Svar normalt inom {respon', 'We usually reply within {responseTime}']).sv,
  ).toEqual([
    '"{respon" would show to visitors as written: this text takes no {placeholders} or <tags>',
    'lacks {responseTime} that en states: both languages make the same claims',
  ]);
  expect(check(['Home', 'faq', 'items', 0, 'answer'], ['Ja, med <b>fet</b> stil.', 'Yes.']).sv).toEqual([
    '"<b>", "</b>" would show to visitors as written: this text takes no {placeholders} or <tags>',
  ]);
});
