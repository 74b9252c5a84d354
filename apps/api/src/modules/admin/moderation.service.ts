import { ADMIN_REASON_MIN, pageMeta, type AdminReport, type AdminReportQuery, type AuditAction, type ReportResolution, type ReportTargetType } from '@vizyt/contracts';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import { isUniqueViolation } from '../../lib/db.js';
import type { AccountGate } from '../accounts/account-gate.js';
import { hideReviewIn } from '../reviews/reviews.service.js';
import { recordAudit } from './audit.repository.js';
import type { ModerationRepository } from './moderation.repository.js';
import { presentReviewReport, presentServiceReport, presentSpecialistReport } from './moderation.presenter.js';
import { assertMaySuspend, setAccountStatus } from './suspension.js';

const ACTION: Record<ReportResolution, AuditAction> = { DISMISS: 'report.dismiss', HIDE: 'report.hide', SUSPEND_OWNER: 'report.suspend_owner' };
const reportNotFound = () => NotFoundError('Report not found');

export interface ModerationDeps {
  repo: ModerationRepository;
  /** Forgets a suspended owner's cached access at once (their tokens stop working). */
  accountGate: Pick<AccountGate, 'forget'>;
}

/**
 * Moderation (issue #15): reports of services, reviews and specialists in one queue, and their
 * resolution — dismiss; hide the item (services and reviews leave search, pages, lists and the
 * ratings); or suspend its owner (which hides the reported service or review too). Resolving
 * closes every open report of the same item, and the status, the effect and the audit entry are
 * committed together.
 */
export function createModerationService(deps: ModerationDeps) {
  const { repo } = deps;

  async function load(keys: { type: ReportTargetType; id: string }[]): Promise<AdminReport[]> {
    const ids = (type: ReportTargetType) => keys.filter((k) => k.type === type).map((k) => k.id);
    const [services, reviews, specialists] = await Promise.all([
      ids('service').length ? repo.serviceReports(ids('service')) : [],
      ids('review').length ? repo.reviewReports(ids('review')) : [],
      ids('specialist').length ? repo.specialistReports(ids('specialist')) : [],
    ]);
    const reporters = new Map((await repo.people([...new Set(reviews.map((r) => r.reporterId))])).map((p) => [p.id, p]));
    const byKey = new Map<string, AdminReport>([
      ...services.map((r) => [`service:${r.id}`, presentServiceReport(r)] as const),
      ...reviews.map((r) => [`review:${r.id}`, presentReviewReport(r, reporters.get(r.reporterId))] as const),
      ...specialists.map((r) => [`specialist:${r.id}`, presentSpecialistReport(r)] as const),
    ]);
    return keys.flatMap((k) => byKey.get(`${k.type}:${k.id}`) ?? []);
  }

  return {
    /** GET /admin/reports: open ones oldest first, resolved ones newest first. */
    async list(query: AdminReportQuery) {
      const { keys, total } = await repo.page(query);
      return { reports: await load(keys), ...pageMeta(total, query) };
    },

    async resolve(actor: Actor, type: ReportTargetType, id: string, input: { resolution: ReportResolution; note?: string | undefined }) {
      const note = input.note?.trim() || null;
      // A profile has nothing to hide but its owner: that is SUSPEND_OWNER (refused before anything changes).
      if (type === 'specialist' && input.resolution === 'HIDE') {
        throw ValidationError([{ path: 'body.resolution', message: 'invalidResolution', code: 'custom' }], 'A specialist cannot be hidden: suspend the owner or dismiss the report');
      }
      // The note is the suspension's reason, which the person is shown.
      if (input.resolution === 'SUSPEND_OWNER' && (note?.length ?? 0) < ADMIN_REASON_MIN) {
        throw ValidationError([{ path: 'body.note', message: note ? 'tooShort' : 'required', code: 'custom' }], 'Say why the owner is suspended (at least 5 characters)');
      }
      const outcome = await repo.transaction(async (_txRepo, tx) => {
        const report = await repo.findReport(tx, type, id);
        if (!report) throw reportNotFound();
        await repo.lockItem(tx, type, report.itemId);
        if (!(await repo.reportIsOpen(tx, type, report.id))) throw ConflictError('This report has already been resolved');
        const owner = await repo.ownerOf(tx, type, report.itemId);
        if (!owner) throw reportNotFound();
        const at = new Date();

        let hidden = false;
        if (input.resolution !== 'DISMISS') {
          if (type === 'service') hidden = (await repo.hideService(tx, report.itemId, at)).count > 0;
          if (type === 'review') hidden = await hideReviewIn(tx, report.itemId, at);
        }
        let suspension: Awaited<ReturnType<typeof setAccountStatus>> | null = null;
        if (input.resolution === 'SUSPEND_OWNER') {
          await assertMaySuspend(tx, actor.userId, owner.userId);
          suspension = await setAccountStatus(tx, { userId: owner.userId, status: 'SUSPENDED', reason: note! });
        }
        const resolvedTogether = await repo.resolveAll(tx, type, report, input.resolution, actor.userId, at);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: ACTION[input.resolution],
          targetType: type,
          targetId: report.itemId,
          details: {
            reportId: report.id,
            reason: report.reason,
            ...(note ? { note } : {}),
            ownerId: owner.userId,
            resolvedTogether,
            ...(input.resolution !== 'DISMISS' && type !== 'specialist' ? { hidden: true, newlyHidden: hidden } : {}),
            ...(suspension ? { suspended: true, previousStatus: suspension.previousStatus, revokedSessions: suspension.revokedSessions } : {}),
          },
        });
        return { resolvedTogether, suspendedUserId: suspension ? owner.userId : null };
      });
      if (outcome.suspendedUserId) deps.accountGate.forget(outcome.suspendedUserId);
      const [report] = await load([{ type, id }]);
      return { report: report!, resolvedTogether: outcome.resolvedTogether };
    },

    /** POST /specialists/:id/report: one open report per person and specialist; never of oneself. */
    async reportSpecialist(actor: Actor, specialistId: string, input: { reason: 'INAPPROPRIATE' | 'MISLEADING' | 'SPAM' | 'FRAUD' | 'OTHER'; details?: string | undefined }) {
      const specialist = await repo.reportableSpecialist(specialistId);
      if (!specialist) throw NotFoundError('Specialist not found');
      if (specialist.userId === actor.userId) throw AuthorizationError('You cannot report yourself');
      try {
        return await repo.createSpecialistReport({ specialistId: specialist.id, reporterId: actor.userId, reason: input.reason, details: input.details || null });
      } catch (error) {
        if (isUniqueViolation(error)) throw ConflictError('You have already reported this specialist');
        throw error;
      }
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
