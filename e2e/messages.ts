import svSource from '../messages/sv.json' with { type: 'json' };
import enSource from '../messages/en.json' with { type: 'json' };
import factsSource from '../messages/facts.json' with { type: 'json' };
import { applyFacts, readFacts } from '../lib/facts.mjs';

/** The facts the texts state (messages/facts.json). */
export const facts = readFacts(factsSource);

/** The catalogs as visitors read them: each fact's placeholder filled in, as lib/i18n/messages.ts does. */
export const sv = applyFacts(svSource, facts, 'sv');
export const en = applyFacts(enSource, facts, 'en');
