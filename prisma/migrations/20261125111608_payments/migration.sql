-- CreateEnum
CREATE TYPE "BookingPaymentStatus" AS ENUM ('UNPAID', 'DEPOSIT_PAID', 'PAID', 'REFUNDED', 'PARTIALLY_REFUNDED');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('PENDING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'REFUNDED', 'PARTIALLY_REFUNDED');

-- CreateEnum
CREATE TYPE "PaymentType" AS ENUM ('DEPOSIT', 'FULL');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('PENDING', 'PAID');

-- CreateEnum
CREATE TYPE "DisputeStatus" AS ENUM ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'WON', 'LOST');

-- AlterTable
ALTER TABLE "specialist_profiles" ADD COLUMN     "accept_online_payments" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "deposit_percent" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "payout_iban" VARCHAR(34),
ADD COLUMN     "payout_recipient_name" VARCHAR(200),
ADD COLUMN     "require_deposit" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "amount_paid_minor" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "amount_refunded_minor" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "payment_status" "BookingPaymentStatus" NOT NULL DEFAULT 'UNPAID';

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "booking_id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "specialist_id" UUID NOT NULL,
    "type" "PaymentType" NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'PENDING',
    "amount_minor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'UAH',
    "provider" VARCHAR(16) NOT NULL,
    "provider_intent_id" VARCHAR(255) NOT NULL,
    "client_secret" VARCHAR(255) NOT NULL,
    "provider_method_id" VARCHAR(255),
    "card_brand" VARCHAR(32),
    "card_last4" CHAR(4),
    "refunded_minor" INTEGER NOT NULL DEFAULT 0,
    "commission_bps" INTEGER,
    "failure_code" VARCHAR(64),
    "failure_message" VARCHAR(500),
    "invoice_no" SERIAL NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payment_id" UUID NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "reason" VARCHAR(64) NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'PENDING',
    "provider_refund_id" VARCHAR(255),
    "requested_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_events" (
    "id" VARCHAR(255) NOT NULL,
    "type" VARCHAR(64) NOT NULL,
    "provider" VARCHAR(16) NOT NULL,
    "payment_id" UUID,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_customers" (
    "user_id" UUID NOT NULL,
    "provider" VARCHAR(16) NOT NULL,
    "provider_customer_id" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_customers_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "saved_payment_methods" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "provider" VARCHAR(16) NOT NULL,
    "provider_method_id" VARCHAR(255) NOT NULL,
    "brand" VARCHAR(32) NOT NULL,
    "last4" CHAR(4) NOT NULL,
    "exp_month" INTEGER NOT NULL,
    "exp_year" INTEGER NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_payment_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "disputes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payment_id" UUID NOT NULL,
    "provider_dispute_id" VARCHAR(255) NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "reason" VARCHAR(100) NOT NULL,
    "status" "DisputeStatus" NOT NULL DEFAULT 'NEEDS_RESPONSE',
    "evidence_text" TEXT,
    "evidence_file_url" TEXT,
    "evidence_submitted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payouts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "specialist_id" UUID NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'UAH',
    "status" "PayoutStatus" NOT NULL DEFAULT 'PENDING',
    "iban" VARCHAR(34) NOT NULL,
    "recipient_name" VARCHAR(200) NOT NULL,
    "reference" VARCHAR(100),
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paid_at" TIMESTAMPTZ(3),
    "paid_by_id" UUID,

    CONSTRAINT "payouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_provider_intents" (
    "id" VARCHAR(255) NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "status" VARCHAR(32) NOT NULL,
    "payment_method" VARCHAR(255),
    "customer" VARCHAR(255),
    "refunded_minor" INTEGER NOT NULL DEFAULT 0,
    "last_error_code" VARCHAR(64),
    "last_error_text" VARCHAR(500),
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_provider_intents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payments_provider_intent_id_key" ON "payments"("provider_intent_id");

-- CreateIndex
CREATE UNIQUE INDEX "payments_invoice_no_key" ON "payments"("invoice_no");

-- CreateIndex
CREATE INDEX "payments_booking_id_idx" ON "payments"("booking_id");

-- CreateIndex
CREATE INDEX "payments_customer_id_created_at_idx" ON "payments"("customer_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "payments_specialist_id_paid_at_idx" ON "payments"("specialist_id", "paid_at");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_provider_refund_id_key" ON "refunds"("provider_refund_id");

-- CreateIndex
CREATE INDEX "refunds_payment_id_idx" ON "refunds"("payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_customers_provider_customer_id_key" ON "payment_customers"("provider_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "saved_payment_methods_provider_method_id_key" ON "saved_payment_methods"("provider_method_id");

-- CreateIndex
CREATE INDEX "saved_payment_methods_user_id_idx" ON "saved_payment_methods"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "disputes_provider_dispute_id_key" ON "disputes"("provider_dispute_id");

-- CreateIndex
CREATE INDEX "disputes_payment_id_idx" ON "disputes"("payment_id");

-- CreateIndex
CREATE INDEX "payouts_specialist_id_requested_at_idx" ON "payouts"("specialist_id", "requested_at");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_payment_methods" ADD CONSTRAINT "saved_payment_methods_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- What must never happen, held by the database:
-- a payment of nothing, a refund beyond what was paid, a booking paid beyond its price.
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("amount_minor" > 0);
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_within_amount" CHECK ("refunded_minor" >= 0 AND "refunded_minor" <= "amount_minor");
ALTER TABLE "payments" ADD CONSTRAINT "payments_commission_range" CHECK ("commission_bps" IS NULL OR "commission_bps" BETWEEN 0 AND 10000);
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("amount_minor" > 0);
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount_paid_range" CHECK ("amount_paid_minor" >= 0 AND "amount_paid_minor" <= "price_minor");
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount_refunded_non_negative" CHECK ("amount_refunded_minor" >= 0);
ALTER TABLE "specialist_profiles" ADD CONSTRAINT "specialist_profiles_deposit_percent_range" CHECK ("deposit_percent" BETWEEN 10 AND 100);
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_positive" CHECK ("amount_minor" > 0);
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_amount_positive" CHECK ("amount_minor" > 0);
-- At most one open intent per booking (a new one replaces the old in one transaction), and at
-- most one deposit that took money.
CREATE UNIQUE INDEX "payments_one_open_per_booking" ON "payments" ("booking_id") WHERE "status" IN ('PENDING', 'REQUIRES_ACTION');
CREATE UNIQUE INDEX "payments_one_deposit_per_booking" ON "payments" ("booking_id") WHERE "type" = 'DEPOSIT' AND "status" IN ('SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED');
-- One default card per person.
CREATE UNIQUE INDEX "saved_payment_methods_one_default" ON "saved_payment_methods" ("user_id") WHERE "is_default";
