-- AlterTable
ALTER TABLE "services" ADD COLUMN     "next_free_at" TIMESTAMPTZ(3),
ADD COLUMN     "next_free_checked_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "services_next_free_at_idx" ON "services"("next_free_at");

