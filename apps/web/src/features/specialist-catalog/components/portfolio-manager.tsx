import { useRef, useState } from 'react';
import { ExternalLink, Images, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PORTFOLIO_MAX_IMAGES, type PortfolioImage, type SpecialistProfile } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { categoryCounts, filterPhotos, type PortfolioFilter } from '../model/portfolio';
import { DeletePortfolioPhotoDialog } from './delete-portfolio-photo-dialog';
import { PortfolioUploadDialog } from './portfolio-upload-form';

const chipClasses = (pressed: boolean) =>
  cn(
    'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300',
    pressed
      ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
  );

/**
 * The portfolio section of /specialist/profile: the photos (filterable by category), each with
 * its caption and a delete button behind a confirmation, "Add photo" (a dialog), and the
 * count against the limit. A portfolio belongs to a profile, so without one it only says so.
 */
export const PortfolioManager = ({ profile, className }: { profile: SpecialistProfile | null; className?: string }) => {
  const { t } = useTranslation('specialist-catalog');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [filter, setFilter] = useState<PortfolioFilter>('all');
  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<PortfolioImage | null>(null);

  const photos = profile?.portfolio ?? [];
  const counts = categoryCounts(photos);
  // A filter whose last photo was deleted falls back to every photo.
  const activeFilter = filter !== 'all' && counts.some((c) => c.category === filter) ? filter : 'all';
  const shown = filterPhotos(photos, activeFilter);
  const full = photos.length >= PORTFOLIO_MAX_IMAGES;
  const nameOf = (photo: PortfolioImage) => photo.caption || t(`portfolio.categories.${photo.category}`);

  return (
    <section
      aria-labelledby="portfolio-title"
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 ref={headingRef} tabIndex={-1} id="portfolio-title" className="text-base font-semibold text-slate-900 outline-none sm:text-lg dark:text-white">
          {t('portfolio.title')}
        </h2>
        {profile && (
          <p className="text-sm font-medium text-slate-600 tabular-nums dark:text-slate-400">
            {t('portfolio.count', { count: photos.length, max: PORTFOLIO_MAX_IMAGES })}
          </p>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('portfolio.description')}</p>

      {!profile ? (
        <div className="mt-5 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
            <Images aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('portfolio.needsProfile')}</p>
        </div>
      ) : (
        <>
          <div className="mt-4 flex flex-col gap-2">
            <Button onClick={() => setUploadOpen(true)} disabled={full} className="w-full">
              <Plus aria-hidden="true" className="size-4" />
              {t('portfolio.add')}
            </Button>
            {full && (
              <p className="text-sm text-amber-800 dark:text-amber-300">{t('portfolio.limitReached', { max: PORTFOLIO_MAX_IMAGES })}</p>
            )}
            <Link
              to={paths.specialistProfile(profile.id)}
              className="inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('portfolio.viewPublic')}
            </Link>
          </div>

          {photos.length === 0 ? (
            <div className="mt-5 flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
                <Images aria-hidden="true" className="size-6" />
              </span>
              <p className="font-medium text-slate-900 dark:text-white">{t('portfolio.empty.title')}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('portfolio.empty.body')}</p>
            </div>
          ) : (
            <>
              {counts.length > 1 && (
                <div role="group" aria-label={t('portfolio.filterLabel')} className="mt-5 flex flex-wrap gap-2">
                  <button type="button" aria-pressed={activeFilter === 'all'} onClick={() => setFilter('all')} className={chipClasses(activeFilter === 'all')}>
                    {t('portfolio.all')}
                    <span className="tabular-nums opacity-80">{photos.length}</span>
                  </button>
                  {counts.map(({ category, count }) => (
                    <button
                      key={category}
                      type="button"
                      aria-pressed={activeFilter === category}
                      onClick={() => setFilter(category)}
                      className={chipClasses(activeFilter === category)}
                    >
                      {t(`portfolio.categories.${category}`)}
                      <span className="tabular-nums opacity-80">{count}</span>
                    </button>
                  ))}
                </div>
              )}
              <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2" aria-label={t('portfolio.title')}>
                {shown.map((photo) => (
                  <li key={photo.id}>
                    <figure className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60">
                      <div className="relative">
                        <img src={photo.url} alt={nameOf(photo)} loading="lazy" className="aspect-[4/3] w-full bg-slate-200 object-cover dark:bg-slate-800" />
                        <button
                          type="button"
                          onClick={() => setToDelete(photo)}
                          aria-label={t('portfolio.deletePhoto', { name: nameOf(photo) })}
                          title={t('portfolio.delete.confirm')}
                          className="absolute top-1.5 right-1.5 flex size-9 items-center justify-center rounded-full bg-white/90 text-red-700 shadow-sm transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:bg-slate-900/90 dark:text-red-300 dark:hover:bg-red-950"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      </div>
                      <figcaption className="flex min-w-0 flex-col gap-1 p-2">
                        <span className="max-w-full self-start truncate rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                          {t(`portfolio.categories.${photo.category}`)}
                        </span>
                        {/* Two lines here; the whole caption is the photo's alt text and shows in the delete dialog. */}
                        {photo.caption && (
                          <span title={photo.caption} className="line-clamp-2 text-sm break-words text-slate-700 dark:text-slate-200">
                            {photo.caption}
                          </span>
                        )}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </>
          )}

          <PortfolioUploadDialog
            open={uploadOpen}
            profileId={profile.id}
            maxImages={PORTFOLIO_MAX_IMAGES}
            onClose={() => setUploadOpen(false)}
            onUploaded={(item) => {
              setUploadOpen(false);
              // Keep the new photo in view.
              if (activeFilter !== 'all' && activeFilter !== item.category) setFilter('all');
              toast.success(t('portfolio.toasts.uploaded'));
            }}
          />
          <DeletePortfolioPhotoDialog
            profileId={profile.id}
            photo={toDelete}
            photoName={toDelete ? nameOf(toDelete) : ''}
            onClose={() => setToDelete(null)}
            onDeleted={() => {
              setToDelete(null);
              toast.success(t('portfolio.toasts.deleted'));
              // The pressed button has gone with its photo: continue from the section heading.
              requestAnimationFrame(() => headingRef.current?.focus());
            }}
          />
        </>
      )}
    </section>
  );
};
