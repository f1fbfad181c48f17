-- Certificates anyone can verify (issue 33): each has an unguessable code for its public verification address
-- (printed on the PDF as a URL and a QR code), and may be revoked by the school's administrators. The code is
-- 128 random bits from PostgreSQL's strong random source (gen_random_uuid), hex; a revoked certificate keeps
-- its code, so its address says "revoked" rather than "not found".
alter table class_certificates add column verification_code text;
update class_certificates set verification_code = replace(gen_random_uuid()::text, '-', '') where verification_code is null;
alter table class_certificates alter column verification_code set default replace(gen_random_uuid()::text, '-', '');
alter table class_certificates alter column verification_code set not null;
create unique index class_certificates_verification_code on class_certificates (verification_code);
alter table class_certificates add column revoked_at timestamptz;
alter table class_certificates add column revoked_by text references users(id);
