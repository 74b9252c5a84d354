import type { AdminReport, ReportResolution } from '@vizyt/contracts';
import type { Person, ReviewReportRow, ServiceReportRow, SpecialistReportRow } from './moderation.repository.js';

const TITLE_MAX = 140;
const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`.trim();
const personOf = (p: Person) => ({ id: p.id, name: nameOf(p) });
const shorten = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1).trimEnd()}…` : text);
const resolutionOf = (value: string | null) => (value as ReportResolution | null) ?? null;

const common = (r: { id: string; reason: string; details: string | null; createdAt: Date; resolvedAt: Date | null; resolution: string | null }) => ({
  id: r.id,
  reason: r.reason,
  details: r.details,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  resolution: resolutionOf(r.resolution),
});

export const presentServiceReport = (r: ServiceReportRow): AdminReport => ({
  ...common(r),
  targetType: 'service',
  target: { id: r.service.id, title: r.service.name, hidden: r.service.hiddenAt !== null, owner: personOf(r.service.specialist.user) },
  reporter: personOf(r.reporter),
});

/** A review is named by its text (shortened), or by its stars when it has none. */
export const presentReviewReport = (r: ReviewReportRow, reporter: Person | undefined): AdminReport => ({
  ...common(r),
  targetType: 'review',
  target: {
    id: r.review.id,
    title: r.review.comment ? shorten(r.review.comment) : '★'.repeat(r.review.rating),
    hidden: r.review.hiddenAt !== null,
    owner: personOf(r.review.customer),
  },
  reporter: reporter ? personOf(reporter) : { id: '', name: '—' },
});

/** A specialist counts as hidden while their account is suspended. */
export const presentSpecialistReport = (r: SpecialistReportRow): AdminReport => ({
  ...common(r),
  targetType: 'specialist',
  target: {
    id: r.specialist.id,
    title: r.specialist.businessName?.trim() || nameOf(r.specialist.user),
    hidden: r.specialist.isSuspended || r.specialist.user.status === 'SUSPENDED',
    owner: personOf(r.specialist.user),
  },
  reporter: personOf(r.reporter),
});
