-- CreateEnum
CREATE TYPE "VerificationStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "suspended_at" TIMESTAMPTZ(3),
ADD COLUMN     "suspension_reason" VARCHAR(500);

-- AlterTable
ALTER TABLE "specialist_profiles" ADD COLUMN     "is_suspended" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "hidden_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "service_reports" ADD COLUMN     "resolution" VARCHAR(20),
ADD COLUMN     "resolved_by_id" UUID;

-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "hidden_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "review_reports" ADD COLUMN     "resolution" VARCHAR(20),
ADD COLUMN     "resolved_at" TIMESTAMPTZ(3),
ADD COLUMN     "resolved_by_id" UUID;

-- CreateTable
CREATE TABLE "specialist_reports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "specialist_id" UUID NOT NULL,
    "reporter_id" UUID NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "details" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),
    "resolution" VARCHAR(20),
    "resolved_by_id" UUID,

    CONSTRAINT "specialist_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_requests" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "specialist_id" UUID NOT NULL,
    "status" "VerificationStatus" NOT NULL DEFAULT 'PENDING',
    "additional_info" VARCHAR(2000),
    "documents" JSONB NOT NULL DEFAULT '[]',
    "reason" VARCHAR(1000),
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMPTZ(3),
    "decided_by_id" UUID,

    CONSTRAINT "verification_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "platform_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "commission_percent" DOUBLE PRECISION,
    "features" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by_id" UUID,

    CONSTRAINT "platform_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "actor_id" UUID NOT NULL,
    "action" VARCHAR(64) NOT NULL,
    "target_type" VARCHAR(32) NOT NULL,
    "target_id" VARCHAR(64) NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "specialist_reports_specialist_id_idx" ON "specialist_reports"("specialist_id");

-- CreateIndex
CREATE INDEX "verification_requests_status_submitted_at_idx" ON "verification_requests"("status", "submitted_at");

-- CreateIndex
CREATE INDEX "verification_requests_specialist_id_submitted_at_idx" ON "verification_requests"("specialist_id", "submitted_at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_actor_id_created_at_idx" ON "audit_log"("actor_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log"("action", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "specialist_reports" ADD CONSTRAINT "specialist_reports_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "specialist_reports" ADD CONSTRAINT "specialist_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- ── By hand: what Prisma cannot express ──────────────────────────────────────────────────

-- A specialist has at most one request waiting for a decision (a second answers 409).
CREATE UNIQUE INDEX "verification_requests_one_pending" ON "verification_requests" ("specialist_id") WHERE "status" = 'PENDING';
-- The decision and its reason come together; a rejection always has a reason.
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decision"
  CHECK (("status" = 'PENDING') = ("decided_at" IS NULL) AND ("status" <> 'REJECTED' OR "reason" IS NOT NULL));

-- One open report per person and specialist (like service reports).
CREATE UNIQUE INDEX "specialist_reports_one_open" ON "specialist_reports" ("specialist_id", "reporter_id") WHERE "resolved_at" IS NULL;
CREATE INDEX "specialist_reports_open" ON "specialist_reports" ("created_at") WHERE "resolved_at" IS NULL;
CREATE INDEX "service_reports_open" ON "service_reports" ("created_at") WHERE "resolved_at" IS NULL;
CREATE INDEX "review_reports_open" ON "review_reports" ("created_at") WHERE "resolved_at" IS NULL;
ALTER TABLE "service_reports" ADD CONSTRAINT "service_reports_resolution" CHECK ("resolution" IS NULL OR "resolution" IN ('DISMISS', 'HIDE', 'SUSPEND_OWNER'));
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolution" CHECK ("resolution" IS NULL OR "resolution" IN ('DISMISS', 'HIDE', 'SUSPEND_OWNER'));
ALTER TABLE "specialist_reports" ADD CONSTRAINT "specialist_reports_resolution" CHECK ("resolution" IS NULL OR "resolution" IN ('DISMISS', 'HIDE', 'SUSPEND_OWNER'));

-- The settings are one row, present in every deployment (reference data lives in migrations).
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_single_row" CHECK ("id" = 1);
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_commission" CHECK ("commission_percent" IS NULL OR ("commission_percent" >= 0 AND "commission_percent" <= 50));
INSERT INTO "platform_settings" ("id", "commission_percent", "features")
VALUES (1, NULL, '{"notifications": true, "realtime": true, "payments": true, "uploads": true, "realtimeAnalytics": true}');

-- Accounts suspended (or deleted) before this migration: their profiles leave search now too.
UPDATE "specialist_profiles" sp SET "is_suspended" = true FROM "users" u WHERE u."id" = sp."user_id" AND u."status" = 'SUSPENDED';

-- The audit log is append-only: entries are never changed or removed.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
