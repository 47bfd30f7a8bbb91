// Two ways out for the notification: an HTTP e-mail API (Resend-style POST {apiUrl}/emails with a
// Bearer key), or, for local use, one JSON file per e-mail in an outbox folder.
import type { Mailer } from './delivery.ts';
import type { Notification } from './notification.ts';

export interface HttpMailerConfig {
  apiUrl: string;
  apiKey: string;
  from: string;
  to: string[];
  timeoutMs?: number;
}

export function createHttpMailer(config: HttpMailerConfig): Mailer {
  return {
    async send(notification: Notification) {
      const response = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from: config.from,
          to: config.to,
          reply_to: notification.replyTo,
          subject: notification.subject,
          html: notification.html,
          text: notification.text,
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`e-mail API answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
      await response.body?.cancel();
    },
  };
}

export function createOutboxMailer({ dir, from, to }: { dir: string; from: string; to: string[] }): Mailer {
  return {
    async send(notification: Notification) {
      await Deno.mkdir(dir, { recursive: true });
      const file = `${dir.replace(/\/+$/, '')}/${new Date().toISOString().replaceAll(':', '-')}-${notification.id}.json`;
      const mail = {
        from,
        to,
        replyTo: notification.replyTo,
        subject: notification.subject,
        html: notification.html,
        text: notification.text,
      };
      await Deno.writeTextFile(file, JSON.stringify(mail, null, 2));
    },
  };
}

/** Used when neither an API key nor an outbox is configured: every enquiry is stored as 'failed'. */
export const unconfiguredMailer: Mailer = {
  send() {
    return Promise.reject(
      new Error('no e-mail transport configured (set MAIL_API_KEY, MAIL_FROM, MAIL_TO or MAIL_OUTBOX_DIR)'),
    );
  },
};
