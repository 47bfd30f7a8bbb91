import type { Messages } from './lib/i18n/messages';
import type { Locale } from './lib/i18n/routing';

// Typed messages: a key that the Swedish texts of messages/pages/ lack fails to compile.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
