-- Scheduling and the booking engine (issue 5): working hours, settings that shape slots,
-- availability exceptions, booking lifecycle timestamps, calendar feed tokens.

-- CreateEnum
CREATE TYPE "AvailabilityBlockKind" AS ENUM ('BLOCK', 'VACATION', 'SLOT');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendar_token" VARCHAR(64);

-- AlterTable
ALTER TABLE "specialist_profiles" ADD COLUMN     "auto_accept" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "booking_horizon_days" INTEGER NOT NULL DEFAULT 60,
ADD COLUMN     "buffer_minutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "cancellation_window_hours" INTEGER NOT NULL DEFAULT 24,
ADD COLUMN     "min_notice_minutes" INTEGER NOT NULL DEFAULT 120,
ADD COLUMN     "working_hours" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "busy_until" TIMESTAMPTZ(3),
ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3),
ADD COLUMN     "cancelled_by_id" UUID,
ADD COLUMN     "completed_at" TIMESTAMPTZ(3),
ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "reschedule_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "started_at" TIMESTAMPTZ(3),
ADD COLUMN     "video_call" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "availability_blocks" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "specialist_id" UUID NOT NULL,
    "kind" "AvailabilityBlockKind" NOT NULL DEFAULT 'BLOCK',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "available" BOOLEAN NOT NULL DEFAULT false,
    "reason" VARCHAR(300),
    "repeat_weekly" BOOLEAN NOT NULL DEFAULT false,
    "repeat_days" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "availability_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "availability_blocks_specialist_id_starts_at_idx" ON "availability_blocks"("specialist_id", "starts_at");

-- CreateIndex
CREATE UNIQUE INDEX "users_calendar_token_key" ON "users"("calendar_token");

-- AddForeignKey
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Existing bookings keep no buffer.
UPDATE "bookings" SET "busy_until" = "ends_at";
ALTER TABLE "bookings" ALTER COLUMN "busy_until" SET NOT NULL;

-- No two active bookings of one specialist may overlap, buffers included: the range a booking
-- keeps busy is [scheduled_at, busy_until) where busy_until = ends_at + the specialist's buffer.
-- Half-open ranges, so a booking may start exactly when the previous one's busy time ends.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "specialist_id" WITH =,
    tstzrange("scheduled_at", "busy_until", '[)') WITH &&
  ) WHERE ("status" IN ('PENDING', 'CONFIRMED', 'IN_PROGRESS'));
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_busy_after_end" CHECK ("busy_until" >= "ends_at" AND "ends_at" > "scheduled_at");

ALTER TABLE "specialist_profiles"
  ADD CONSTRAINT "specialist_profiles_buffer_range" CHECK ("buffer_minutes" BETWEEN 0 AND 240),
  ADD CONSTRAINT "specialist_profiles_notice_range" CHECK ("min_notice_minutes" BETWEEN 0 AND 20160),
  ADD CONSTRAINT "specialist_profiles_horizon_range" CHECK ("booking_horizon_days" BETWEEN 1 AND 365),
  ADD CONSTRAINT "specialist_profiles_cancellation_window" CHECK ("cancellation_window_hours" IN (2, 6, 12, 24, 48));

ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_ends_after_start" CHECK ("ends_at" > "starts_at");
CREATE INDEX "bookings_pending_expiry" ON "bookings" ("expires_at") WHERE "status" = 'PENDING';
