-- Every lead kept, every privacy promise kept.
--
-- 1. A suspected automated enquiry (honeypot filled, no fill time, sent too fast) is stored SET ASIDE:
--    notification_status 'spam', with spam_reason and the fill time the browser reported. It is never
--    mailed while set aside. contact_enquiries_spam lists them; contact_enquiry_release(id) hands one
--    back to delivery, and the next scheduled run mails it.
-- 2. The function's scheduled run (the retry entry Supabase Cron calls) deletes every enquiry older
--    than RETENTION_MONTHS (supabase/functions/_shared/retention.ts, the privacy policy's figure) and
--    set-aside ones older than SPAM_RETENTION_DAYS.
-- 3. A person's rights, run from the SQL editor: contact_enquiries_export(email) returns every enquiry
--    of an address as JSON, contact_enquiries_erase(email) deletes them.
-- The view and the functions are closed to the API roles (anon, authenticated) and to PUBLIC.
-- Additive: existing rows keep their status; no row is set aside or deleted here.

alter table public.contact_enquiries
  add column if not exists spam_reason text
    check (spam_reason in ('honeypot', 'no_fill_time', 'too_fast')),
  add column if not exists spam_fill_ms integer;

-- Only where no later migration has widened the list already (see 20250801000000).
do $$
begin
  if not exists (
    select 1 from pg_constraint
    where conrelid = 'public.contact_enquiries'::regclass
      and conname = 'contact_enquiries_notification_status_check'
      and pg_get_constraintdef(oid) like '%''spam''%'
  ) then
    alter table public.contact_enquiries drop constraint if exists contact_enquiries_notification_status_check;
    alter table public.contact_enquiries add constraint contact_enquiries_notification_status_check
      check (notification_status in ('pending', 'sent', 'failed', 'exhausted', 'spam'));
  end if;
end
$$;

comment on column public.contact_enquiries.spam_reason is
  'Why the enquiry was set aside as automated (honeypot, no_fill_time, too_fast); kept after a release as its history.';
comment on column public.contact_enquiries.spam_fill_ms is
  'Milliseconds from the first focus in the form to the submit, as the browser reported them, for a set-aside enquiry.';
comment on table public.contact_enquiries is
  'Enquiries from the contact form. notification_status: pending/failed = the retry sends it; exhausted = gave up, see contact_enquiries_undelivered; spam = set aside, see contact_enquiries_spam.';

create index if not exists contact_enquiries_spam_idx
  on public.contact_enquiries (created_at)
  where notification_status = 'spam';

-- Suspected automated enquiries: read them, and release the ones a person sent. Dropped first: a later
-- migration adds columns, and a re-run in order cannot replace a view with one of fewer columns.
drop view if exists public.contact_enquiries_spam;
create view public.contact_enquiries_spam
  with (security_invoker = true) as
  select id, created_at, spam_reason, spam_fill_ms, locale, first_name, last_name, email, phone, company,
    org_number, service, additional_services, message, campaign, source
  from public.contact_enquiries
  where notification_status = 'spam';

-- Hands a set-aside enquiry back to delivery: the next scheduled run mails it. False when no
-- set-aside enquiry has that id (already released, deleted, or never set aside).
create or replace function public.contact_enquiry_release(id uuid) returns boolean
language plpgsql
set search_path = ''
as $$
begin
  update public.contact_enquiries as e set
    notification_status = 'pending',
    notification_attempts = 0,
    notification_error = null,
    notification_next_attempt_at = null,
    notification_claimed_until = null
  where e.id = contact_enquiry_release.id and e.notification_status = 'spam';
  return found;
end
$$;

-- A person's data: every enquiry of the address, set-aside ones included, in any letter case.
create or replace function public.contact_enquiries_export(email text) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(e) order by e.created_at, e.id), '[]'::jsonb)
  from public.contact_enquiries as e
  where lower(e.email) = lower(btrim(contact_enquiries_export.email))
$$;

-- Deletes every enquiry of the address (any letter case) and nothing else; returns how many.
create or replace function public.contact_enquiries_erase(email text) returns integer
language plpgsql
set search_path = ''
as $$
declare
  erased integer;
begin
  delete from public.contact_enquiries as e
  where lower(e.email) = lower(btrim(contact_enquiries_erase.email));
  get diagnostics erased = row_count;
  return erased;
end
$$;

-- PostgreSQL lets PUBLIC execute every new function, and Supabase grants the API roles everything new
-- in public by default: take both back.
revoke all on table public.contact_enquiries_spam from public;
revoke all on function public.contact_enquiry_release(uuid) from public;
revoke all on function public.contact_enquiries_export(text) from public;
revoke all on function public.contact_enquiries_erase(text) from public;
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on table public.contact_enquiries_spam from %I', api_role);
      execute format('revoke all on function public.contact_enquiry_release(uuid) from %I', api_role);
      execute format('revoke all on function public.contact_enquiries_export(text) from %I', api_role);
      execute format('revoke all on function public.contact_enquiries_erase(text) from %I', api_role);
    end if;
  end loop;
end
$$;
