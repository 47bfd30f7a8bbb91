-- Delivery that never forgets a lead, and abuse limits shared by every function instance.
--
-- 1. contact_enquiries records the page language and every notification attempt. A row is CLAIMED
--    for one attempt (notification_claimed_until, a lease) so that overlapping retry runs, a resubmit
--    and the first request never mail the same enquiry twice; a crash leaves the lease to expire and
--    the next run sends it. After NOTIFY_MAX_ATTEMPTS failures the row is 'exhausted' and listed in
--    contact_enquiries_undelivered for a human.
-- 2. contact_rate_limits: fixed-window counters per client address and for the whole site.
-- 3. On Supabase (pg_cron and pg_net present) a Cron job asks the function to retry every 5 minutes.
--    Plain PostgreSQL and PGlite lack both extensions: there the job is skipped with a notice.

alter table public.contact_enquiries
  add column if not exists locale text check (locale in ('sv', 'en')),
  add column if not exists notification_attempts integer not null default 0,
  add column if not exists notification_last_attempt_at timestamptz,
  add column if not exists notification_next_attempt_at timestamptz,
  add column if not exists notification_claimed_until timestamptz;

-- Only where no later migration has widened the list already: re-run in order, it must not refuse
-- the statuses those allow (a live table holds them).
do $$
begin
  if not exists (
    select 1 from pg_constraint
    where conrelid = 'public.contact_enquiries'::regclass
      and conname = 'contact_enquiries_notification_status_check'
      and pg_get_constraintdef(oid) like '%''exhausted''%'
  ) then
    alter table public.contact_enquiries drop constraint if exists contact_enquiries_notification_status_check;
    alter table public.contact_enquiries add constraint contact_enquiries_notification_status_check
      check (notification_status in ('pending', 'sent', 'failed', 'exhausted'));
  end if;
end
$$;

-- Rows stored before this migration: one attempt was made unless the request died before it.
update public.contact_enquiries
  set notification_attempts = 1, notification_last_attempt_at = notified_at
  where notification_status in ('sent', 'failed') and notification_attempts = 0;

comment on column public.contact_enquiries.locale is
  'Language of the page the enquiry was sent from (sv, en): answer in it. Null for rows stored before it was recorded.';
comment on column public.contact_enquiries.notification_claimed_until is
  'Set while one sender (a request or a retry run) owns the next attempt; expired = free to claim again.';
comment on table public.contact_enquiries is
  'Enquiries from the contact form. notification_status: pending/failed = the retry sends it; exhausted = gave up, see contact_enquiries_undelivered.';

create index if not exists contact_enquiries_due_idx
  on public.contact_enquiries (notification_next_attempt_at nulls first, created_at)
  where notification_status in ('pending', 'failed');

-- Enquiries whose e-mail never went out after every attempt: send these by hand.
create or replace view public.contact_enquiries_undelivered
  with (security_invoker = true) as
  select id, created_at, locale, first_name, last_name, email, phone, company, service, message,
    notification_attempts, notification_last_attempt_at, notification_error
  from public.contact_enquiries
  where notification_status = 'exhausted';

create table if not exists public.contact_rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
comment on table public.contact_rate_limits is
  'Request counters of send-contact-email: one row per client address (or the whole site) and window; old windows are pruned.';

alter table public.contact_rate_limits enable row level security;
revoke all on table public.contact_rate_limits from public;
revoke all on table public.contact_enquiries_undelivered from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.contact_rate_limits from anon;
    revoke all on table public.contact_enquiries_undelivered from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table public.contact_rate_limits from authenticated;
    revoke all on table public.contact_enquiries_undelivered from authenticated;
  end if;
end
$$;

-- What the Cron job runs: one request to the function's retry entry. The project URL and the shared
-- secret come from Vault (names project_url and notify_retry_secret), read when the job runs, so no
-- secret is written into a migration. PL/pgSQL: its body may name net and vault, which plain
-- PostgreSQL lacks, without failing here.
create schema if not exists private;
revoke all on schema private from public;

create or replace function private.request_contact_notification_retry() returns bigint
language plpgsql
set search_path = ''
as $$
declare
  project_url text;
  retry_secret text;
begin
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into retry_secret from vault.decrypted_secrets where name = 'notify_retry_secret';
  if project_url is null or retry_secret is null then
    raise warning 'send-contact-email retry: set the Vault secrets project_url and notify_retry_secret';
    return null;
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/send-contact-email/retry',
    headers := jsonb_build_object('content-type', 'application/json', 'x-retry-secret', retry_secret),
    body := '{}'::jsonb,
    timeout_milliseconds := 120000
  );
end
$$;
revoke all on function private.request_contact_notification_retry() from public;

do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: no Cron job for the notification retry (plain PostgreSQL, PGlite)';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  -- Scheduling again under the same name replaces the job.
  perform cron.schedule(
    'send-contact-email-retry',
    '*/5 * * * *',
    'select private.request_contact_notification_retry()'
  );
end
$$;
