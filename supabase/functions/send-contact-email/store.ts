// contact_enquiries in Postgres through postgres.js (SUPABASE_DB_URL: what Supabase gives functions).
import postgres from 'postgres';
import type { EnquiryStore, StoredEnquiry } from './handler.ts';

// additional_services travels as JSON: the same text on PostgreSQL and PGlite, whatever the driver's array typing.
export function createPostgresStore(
  url: string,
  { max = 3 }: { max?: number } = {},
): EnquiryStore & { end(): Promise<void> } {
  // connect_timeout: storage down must answer 503 quickly, not hang the visitor's request.
  const sql = postgres(url, { max, connect_timeout: 5, idle_timeout: 30, onnotice: () => {} });
  return {
    async insert(enquiry: StoredEnquiry) {
      const rows = await sql`
        insert into public.contact_enquiries (
          id, first_name, last_name, email, phone, company, org_number, service,
          additional_services, message, gdpr_consent, campaign, source
        ) values (
          ${enquiry.id}, ${enquiry.firstName}, ${enquiry.lastName}, ${enquiry.email}, ${enquiry.phone},
          ${enquiry.company}, ${enquiry.orgNumber ?? null}, ${enquiry.service},
          array(select jsonb_array_elements_text(${JSON.stringify(enquiry.additionalServices)}::text::jsonb)), ${enquiry.message}, ${enquiry.gdprConsent},
          ${enquiry.campaign ?? null}, ${enquiry.source ?? null}
        )
        on conflict (id) do nothing
        returning id`;
      return rows.length === 1;
    },
    async markNotification(id, status, error) {
      await sql`
        update public.contact_enquiries
        set notification_status = ${status}, notification_error = ${error ?? null}, notified_at = now()
        where id = ${id}`;
    },
    end: () => sql.end({ timeout: 5 }),
  };
}
