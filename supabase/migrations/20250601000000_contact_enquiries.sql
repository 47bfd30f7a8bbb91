-- Contact enquiries sent through the site's form (Edge Function send-contact-email).
-- The function connects with the service connection (SUPABASE_DB_URL) and inserts with
-- ON CONFLICT (id) DO NOTHING, so a double submit of the same client id stores one row.
-- Row level security is on and no policy exists: the anonymous and authenticated roles can
-- neither read nor write this table through the API.

create table if not exists public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (char_length(first_name) between 1 and 50),
  last_name text not null check (char_length(last_name) between 1 and 50),
  email text not null check (char_length(email) between 3 and 255),
  phone text not null check (char_length(phone) between 1 and 20),
  company text not null check (char_length(company) between 1 and 100),
  org_number text check (char_length(org_number) <= 20),
  service text not null check (service in ('fdaas', 'pdaas', 'arspaket', 'other')),
  additional_services text[] not null default '{}'
    check (additional_services <@ array['radgivning', 'hr-tjanster', 'skatteradgivning']::text[]),
  message text not null check (char_length(message) between 10 and 1000),
  gdpr_consent boolean not null check (gdpr_consent),
  campaign text check (char_length(campaign) <= 100),
  source text check (char_length(source) <= 100),
  created_at timestamptz not null default now(),
  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'failed')),
  notification_error text,
  notified_at timestamptz
);

comment on table public.contact_enquiries is
  'Enquiries from the contact form. notification_status failed/pending: the e-mail to the company has to be sent again.';

create index if not exists contact_enquiries_created_at_idx
  on public.contact_enquiries (created_at desc);
create index if not exists contact_enquiries_unsent_idx
  on public.contact_enquiries (created_at)
  where notification_status <> 'sent';

alter table public.contact_enquiries enable row level security;

revoke all on table public.contact_enquiries from public;
-- The Supabase API roles exist only on Supabase; plain PostgreSQL (tests, local backend) lacks them.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.contact_enquiries from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table public.contact_enquiries from authenticated;
  end if;
end
$$;
