-- How each enquiry arrived: 'script' (the form's script sent it as JSON) or 'form' (the browser's own
-- form post, when the script had not run: blocked, failed to load, or not started yet). The company can
-- see it in the row and in the notification e-mail. Rows stored before this column came by script.
-- Additive: no row changes status.

alter table public.contact_enquiries
  add column if not exists submitted_via text not null default 'script'
    check (submitted_via in ('script', 'form'));

comment on column public.contact_enquiries.submitted_via is
  'How the enquiry arrived: script (the form''s JSON call) or form (a plain form post without JavaScript).';

-- The set-aside list shows it too: a plain form post is set aside only for a filled honeypot.
create or replace view public.contact_enquiries_spam
  with (security_invoker = true) as
  select id, created_at, spam_reason, spam_fill_ms, locale, first_name, last_name, email, phone, company,
    org_number, service, additional_services, message, campaign, source, submitted_via
  from public.contact_enquiries
  where notification_status = 'spam';
