// The benchmark's floor: the least an enquiry endpoint on this stack can do. Deno.serve, JSON in,
// ONE insert of the enquiry's columns through the same driver settings as the function, JSON out.
// No validation, rate limit, mail or CORS. Run like the function (scripts/serve/local-backend.mjs); plain
// JavaScript, so that the site's tsc, which has no Deno types, leaves it alone.
/* global Deno -- run by Deno, not Node */
import postgres from 'postgres';

const sql = postgres(Deno.env.get('SUPABASE_DB_URL') ?? '', {
  max: Number(Deno.env.get('DB_POOL_MAX') ?? 3),
  prepare: false,
  fetch_types: false,
  onnotice: () => {},
});
const port = Number(Deno.env.get('PORT'));

Deno.serve(
  { port, hostname: '127.0.0.1', onListen: () => console.log(`send-contact-email listening on ${port}`) },
  async (/** @type {Request} */ request) => {
    const e = await request.json();
    await sql`
      insert into public.contact_enquiries (
        id, first_name, last_name, email, phone, company, org_number, service,
        additional_services, message, gdpr_consent, locale
      ) values (
        ${e.id}::uuid, ${e.firstName}, ${e.lastName}, ${e.email}, ${e.phone}, ${e.company}, ${e.orgNumber ?? null},
        ${e.service}, array(select jsonb_array_elements_text(${JSON.stringify(e.additionalServices)}::text::jsonb)),
        ${e.message}, ${e.gdprConsent}, ${e.locale}
      )`;
    return Response.json({ success: true });
  },
);
