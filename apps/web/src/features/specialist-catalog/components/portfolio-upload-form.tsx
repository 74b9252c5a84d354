import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ImagePlus, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PORTFOLIO_CATEGORIES, UploadFormSchema, type PortfolioImage } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFeatureOn } from '@/lib/feature-flags';
import { checkImageFile, IMAGE_ACCEPT, UPLOAD_MAX_MEGABYTES } from '@/lib/image-file';
import { useUploadPortfolioPhotoMutation, type UploadPortfolioPhotoArgs } from '../api/portfolio-api';
import { apiErrorMessage, fieldIssues, isApiClientError, validationText } from '../model/api-error';
import { CAPTION_MAX_LENGTH, type PortfolioCategory } from '../model/portfolio';

/** What the server makes of a photo (spec section 5), for the rules shown under the picker. */
const STORED_SIZE = { width: 800, height: 600 } as const;

/** Codes that are about the file itself, shown under the picker rather than under the form. */
const FILE_CODES = new Set(['FILE_TOO_LARGE', 'INVALID_FILE_TYPE', 'FILE_PROCESSING_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

interface PortfolioUploadDialogProps {
  open: boolean;
  profileId: string;
  /** Photos the specialist may still add (the server refuses beyond the limit anyway). */
  maxImages: number;
  onClose: () => void;
  onUploaded: (item: PortfolioImage) => void;
}

/**
 * "Add photo": a dialog with the picker (checked here first against the contract's limits, the
 * rules shown beside it), the required category and an optional caption. The form unmounts
 * with the dialog, so every opening starts empty.
 */
export const PortfolioUploadDialog = ({ open, profileId, maxImages, onClose, onUploaded }: PortfolioUploadDialogProps) => {
  const { t } = useTranslation('specialist-catalog');
  const [upload, { isLoading }] = useUploadPortfolioPhotoMutation();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      busy={isLoading}
      title={t('portfolio.upload.title')}
      description={t('portfolio.upload.description')}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
          <ImagePlus aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <UploadForm
        uploading={isLoading}
        maxImages={maxImages}
        onCancel={onClose}
        onSubmit={async (args) => {
          const item = await upload({ profileId, ...args }).unwrap();
          onUploaded(item);
        }}
      />
    </ModalDialog>
  );
};

interface UploadFormProps {
  uploading: boolean;
  maxImages: number;
  onCancel: () => void;
  /** Rejects with the API error; the form shows it. */
  onSubmit: (args: Omit<UploadPortfolioPhotoArgs, 'profileId'>) => Promise<void>;
}

type Chosen = { file: File; previewUrl: string };
type Errors = { file?: string; category?: string; caption?: string; form?: string };

const UploadForm = ({ uploading, maxImages, onCancel, onSubmit }: UploadFormProps) => {
  const { t } = useTranslation('specialist-catalog');
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const captionRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [checking, setChecking] = useState(false);
  const [category, setCategory] = useState<PortfolioCategory | ''>('');
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The admin may switch uploads off (GET /config → features.uploads).
  const uploadsOn = useFeatureOn('uploads');
  const busy = uploading || checking;

  const rulesId = `${id}-rules`;
  const fileErrorId = `${id}-file-error`;

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setChecking(true);
    const check = await checkImageFile(file);
    setChecking(false);
    if (check.ok) {
      setChosen({ file, previewUrl: check.previewUrl });
      setErrors(({ file: _file, form: _form, ...rest }) => rest);
    } else {
      setChosen(null);
      setErrors((current) => ({ ...current, file: t(`errors:codes.${check.code}`), form: undefined }));
    }
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!chosen) found.file = t('portfolio.upload.fileRequired');
    // The contract's own schema, so the form refuses exactly what the server would.
    const parsed = UploadFormSchema.safeParse({ type: 'portfolio', category: category || undefined, caption: caption.trim() || undefined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'category' || field === 'caption') found[field] ??= validationText(t, issue.message);
      }
    }
    return found;
  };

  const focusFirst = (found: Errors) => {
    if (found.file) fileRef.current?.focus();
    else if (found.category) categoryRef.current?.focus();
    else if (found.caption) captionRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen || !category) {
      focusFirst(found);
      return;
    }
    try {
      await onSubmit({ file: chosen.file, category, caption: caption.trim() || undefined });
    } catch (failure) {
      setErrors(serverErrors(failure));
    }
  };

  const serverErrors = (failure: unknown): Errors => {
    // The only 422 of this call: the portfolio is full.
    if (isApiClientError(failure) && failure.status === 422) return { form: t('portfolio.errors.limit', { max: maxImages }) };
    if (isApiClientError(failure) && FILE_CODES.has(failure.code)) return { file: apiErrorMessage(t, failure, 'portfolio.errors.upload') };
    const fields: Errors = {};
    for (const issue of fieldIssues(failure)) {
      if (issue.field === 'category' || issue.field === 'caption') fields[issue.field] ??= validationText(t, issue.message);
    }
    return Object.keys(fields).length > 0 ? fields : { form: apiErrorMessage(t, failure, 'portfolio.errors.upload') };
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        {chosen && (
          <img
            src={chosen.previewUrl}
            alt={t('portfolio.upload.previewAlt')}
            className="h-40 w-full rounded-xl border border-slate-200 bg-slate-100 object-contain sm:h-48 dark:border-slate-700 dark:bg-slate-800"
          />
        )}
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={busy || !uploadsOn}
          onChange={(event) => void onFileChosen(event)}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileErrorId} ${rulesId}` : rulesId}
          className="peer sr-only"
          data-testid="portfolio-file-input"
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            'flex min-h-16 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-3 text-sm font-medium transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:peer-focus-visible:outline-brand-300',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            errors.file
              ? 'border-red-500 bg-red-50 text-red-800 dark:border-red-500 dark:bg-red-950/40 dark:text-red-200'
              : 'border-slate-300 bg-slate-50 text-slate-800 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-100 dark:hover:border-brand-400 dark:hover:bg-brand-950/40',
          )}
        >
          {checking ? <Spinner className="size-5" /> : <Upload aria-hidden="true" className="size-5 shrink-0" />}
          {chosen ? t('portfolio.upload.change') : t('portfolio.upload.choose')}
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            *
          </span>
        </label>
        {chosen && <p className="truncate text-sm text-slate-700 dark:text-slate-300">{t('portfolio.upload.chosen', { name: chosen.file.name })}</p>}
        {errors.file && (
          <p id={fileErrorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.file}
          </p>
        )}
        <p id={rulesId} className="text-xs text-slate-500 dark:text-slate-400">
          {t('portfolio.upload.rules', { size: UPLOAD_MAX_MEGABYTES, width: STORED_SIZE.width, height: STORED_SIZE.height })}
        </p>
      </div>

      <SelectField
        ref={categoryRef}
        label={t('portfolio.upload.category')}
        requiredMark
        required
        value={category}
        disabled={uploading}
        error={errors.category}
        onChange={(event) => {
          setCategory(event.target.value as PortfolioCategory | '');
          setErrors(({ category: _category, ...rest }) => rest);
        }}
      >
        <option value="" disabled>
          {t('portfolio.upload.chooseCategory')}
        </option>
        {PORTFOLIO_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`portfolio.categories.${value}`)}
          </option>
        ))}
      </SelectField>

      <TextField
        ref={captionRef}
        label={t('portfolio.upload.caption')}
        value={caption}
        maxLength={CAPTION_MAX_LENGTH}
        disabled={uploading}
        error={errors.caption}
        hint={t('portfolio.upload.captionHint', { max: CAPTION_MAX_LENGTH })}
        onChange={(event) => {
          setCaption(event.target.value);
          setErrors(({ caption: _caption, ...rest }) => rest);
        }}
      />

      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
          {errors.form}
        </p>
      )}

      {!uploadsOn && (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-200">
          {t('portfolio.upload.uploadsOff')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={uploading}>
          {t('portfolio.upload.cancel')}
        </Button>
        <Button type="submit" disabled={busy || !uploadsOn}>
          {uploading ? <Spinner className="size-4 text-white" /> : <Upload aria-hidden="true" className="size-4" />}
          {uploading ? t('portfolio.upload.uploading') : t('portfolio.upload.submit')}
        </Button>
      </div>
      {/* Announced while the photo is on its way (the button text changes too, but may not be read). */}
      <p role="status" className="sr-only">
        {uploading ? t('portfolio.upload.uploading') : ''}
      </p>
    </form>
  );
};
