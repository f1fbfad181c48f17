-- Course market (issue 22): VIP packages, orders of paid courses and packages, payment events, VIP memberships,
-- and complaint reports. Amounts are integer minor units of the currency (JPY 0 decimals, the others 2).
create table vip_packages (
  id text primary key,
  school_id text not null references schools(id),
  name text not null,
  name_en text,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency in ('CNY', 'EUR', 'GBP', 'JPY', 'USD')),
  days integer not null check (days between 1 and 3660),
  on_sale boolean not null default true,
  position integer not null default 0
);
create index vip_packages_school on vip_packages (school_id, position);

create table vip_memberships (
  school_id text not null references schools(id),
  user_id text not null references users(id),
  expires_at timestamptz not null,
  primary key (school_id, user_id)
);

create table orders (
  id text primary key check (id ~ '^[0-9]{19}$'),
  school_id text not null references schools(id),
  buyer_id text not null references users(id),
  status text not null check (status in ('pending', 'paid', 'failed', 'refunding', 'refunded')),
  goods_type text not null check (goods_type in ('course', 'vipPackage')),
  goods_id text not null,
  title text not null,
  title_en text,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency in ('CNY', 'EUR', 'GBP', 'JPY', 'USD')),
  payment_id text unique,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  refunded_at timestamptz,
  refund_reason text
);
create index orders_school_created on orders (school_id, created_at desc, id desc);
create index orders_buyer_created on orders (buyer_id, created_at desc, id desc);

-- Every event of an order's payment; the provider's event id is the key, so a replayed notification is refused.
create table payment_events (
  event_id text primary key,
  order_id text not null references orders(id),
  kind text not null check (kind in ('created', 'paid', 'failed', 'refundRequested', 'refunded')),
  amount_minor bigint,
  currency text,
  received_at timestamptz not null default now()
);
create index payment_events_order on payment_events (order_id, received_at);

create table complaints (
  id text primary key,
  school_id text not null references schools(id),
  reporter_id text not null references users(id),
  target_type text not null check (target_type in ('resource', 'post', 'user')),
  target_id text not null,
  target_name text not null,
  reason text not null check (reason in ('spam', 'abuse', 'illegal', 'copyright', 'privacy', 'misleading', 'other')),
  description text not null check (char_length(description) between 1 and 500),
  evidence_urls text[] not null default '{}',
  allow_contact boolean not null default false,
  created_at timestamptz not null default now()
);
create index complaints_school_created on complaints (school_id, created_at desc);
