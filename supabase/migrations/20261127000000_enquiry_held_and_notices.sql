-- Nobody's traffic refuses another visitor's enquiry.
--
-- 1. Above the hourly mail ceiling (RATE_LIMIT_SITE_PER_HOUR) an enquiry is still stored and its
--    visitor thanked, but its e-mail is HELD (notification_status 'held'). The scheduled run mails the
--    held ones one by one once the hour's ceiling has room for them all, else as one digest;
--    notified_in_digest says which.
-- 2. contact_notices: the company's notices about the form itself, each sent once per kind and
--    period: the day's storage ceiling reached (STORAGE_MAX_PER_DAY), set-aside enquiries piling up
--    (SET_ASIDE_ALERT_PER_DAY). The scheduled run sends them, retrying until one goes out.
-- Additive, and safe to run again: no row changes status.

do $$
begin
  if not exists (
    select 1 from pg_constraint
    where conrelid = 'public.contact_enquiries'::regclass
      and conname = 'contact_enquiries_notification_status_check'
      and pg_get_constraintdef(oid) like '%''held''%'
  ) then
    alter table public.contact_enquiries drop constraint if exists contact_enquiries_notification_status_check;
    alter table public.contact_enquiries add constraint contact_enquiries_notification_status_check
      check (notification_status in ('pending', 'sent', 'failed', 'exhausted', 'spam', 'held'));
  end if;
end
$$;

alter table public.contact_enquiries
  add column if not exists notified_in_digest boolean not null default false;

comment on column public.contact_enquiries.notified_in_digest is
  'True when the company learnt of the enquiry in a digest of held enquiries rather than an e-mail of its own.';
comment on table public.contact_enquiries is
  'Enquiries from the contact form. notification_status: pending/failed = the retry sends it; held = stored above the hourly mail ceiling, mailed later alone or in a digest; exhausted = gave up, see contact_enquiries_undelivered; spam = set aside, see contact_enquiries_spam.';

create index if not exists contact_enquiries_held_idx
  on public.contact_enquiries (created_at)
  where notification_status = 'held';

create table if not exists public.contact_notices (
  kind text not null check (kind in ('storage_ceiling', 'set_aside_pile_up')),
  period_start timestamptz not null,
  count integer not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  claimed_until timestamptz,
  error text,
  primary key (kind, period_start)
);
comment on table public.contact_notices is
  'Notices to the company about the contact form itself, one per kind and day: sent_at null = the scheduled run still owes it.';

alter table public.contact_notices enable row level security;
revoke all on table public.contact_notices from public;
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on table public.contact_notices from %I', api_role);
    end if;
  end loop;
end
$$;
