-- Issue #14: business toggles, privacy switches, e-mail change with re-verification.

-- AlterEnum
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'CHANGE_EMAIL';

-- AlterTable
ALTER TABLE "specialist_profiles" ADD COLUMN     "allow_instant_bookings" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "require_customer_verification" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "data_processing_consent" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "data_processing_consent_at" TIMESTAMPTZ(3),
ADD COLUMN     "pending_email" VARCHAR(254),
ADD COLUMN     "show_email" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "show_phone" BOOLEAN NOT NULL DEFAULT false;
