-- CreateTable
CREATE TABLE "booking_reminders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "booking_id" UUID NOT NULL,
    "kind" VARCHAR(32) NOT NULL,
    "recipient_id" UUID NOT NULL,
    "scheduled_at" TIMESTAMPTZ(3) NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "booking_reminders_booking_id_kind_recipient_id_scheduled_at_key" ON "booking_reminders"("booking_id", "kind", "recipient_id", "scheduled_at");

