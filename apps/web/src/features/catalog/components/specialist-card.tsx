import type { ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SpecialistProfile } from '@vizyt/contracts';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { RatingBadge } from './rating-badge';
import { focusRing } from './styles';
import { VerifiedBadge } from './verified-badge';

/** A compact specialist tile: the name links to the public profile. */
export const SpecialistCard = ({ specialist, actions }: { specialist: SpecialistProfile; actions?: ReactNode }) => {
  const name = `${specialist.firstName} ${specialist.lastName}`.trim();
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <Avatar firstName={specialist.firstName} lastName={specialist.lastName} src={specialist.avatar} className="size-12" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">
            <Link to={paths.specialistProfile(specialist.id)} className={`rounded hover:text-brand-700 dark:hover:text-brand-300 ${focusRing}`}>
              {name}
            </Link>
          </h3>
          {specialist.businessName && <p className="truncate text-sm text-slate-600 dark:text-slate-400">{specialist.businessName}</p>}
          <p className="text-sm text-brand-700 dark:text-brand-300">{specialist.specialization}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1">
        {specialist.isVerified && <VerifiedBadge />}
        <RatingBadge rating={specialist.rating} reviewCount={specialist.reviewCount} />
        <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <MapPin aria-hidden="true" className="size-4" />
          {specialist.city}
        </span>
      </div>
      {actions && <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">{actions}</div>}
    </article>
  );
};
