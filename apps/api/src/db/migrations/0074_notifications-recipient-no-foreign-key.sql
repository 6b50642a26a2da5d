-- notifications.recipient_user_id keeps no foreign key to users (db/schema/notifications.ts explains why); an
-- account's deletion removes its messages itself (modules/users/users.repository.ts).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_recipient_user_id_users_id_fk";
