-- Issue #26 item 16: the help page's live chat is a conversation with Vizyt support.
-- "Vizyt support" is a system account, reference data that every database needs (so it lives
-- here, never in the demo seed). It sits in the specialist seat of every support conversation
-- (the person writing sits in the customer seat, a specialist too); admins answer as it.
-- It cannot sign in: no password, no Google or Telegram identity; its address (every account needs
-- an e-mail or a Telegram id) is on the reserved .invalid domain, so no mail can reach it either.
INSERT INTO "users" ("id", "email", "first_name", "last_name", "role", "status", "allow_direct_messages", "updated_at")
VALUES ('00000000-0000-4000-8000-00000000a11d', 'support@vizyt.invalid', 'Vizyt', 'support', 'SPECIALIST', 'ACTIVE', true, now())
ON CONFLICT ("id") DO NOTHING;

-- Which admin wrote a message sent as Vizyt support (null for everything else).
ALTER TABLE "messages" ADD COLUMN "answered_by_id" UUID;
ALTER TABLE "messages" ADD CONSTRAINT "messages_answered_by_id_fkey" FOREIGN KEY ("answered_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
