-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "payment_due_at" TIMESTAMPTZ(3);


-- Issue #26 item 15a: the release sweep reads only bookings still held for a deposit.
CREATE INDEX "bookings_payment_due_at_idx" ON "bookings" ("payment_due_at") WHERE "payment_due_at" IS NOT NULL;
