import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { BadgeCheck, Clock, FileText, Info, ShieldAlert, ShieldCheck, Upload, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_DOCUMENTS, VERIFICATION_INFO_MAX, type VerificationDocumentName, type VerificationStatusResponse } from '@vizyt/contracts';
import { TextareaField } from '@/components/form/textarea-field';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { isApiClientError } from '@/lib/api-error-status';
import { useFeatureOn } from '@/lib/feature-flags';
import i18n from '@/lib/i18n';
import { useGetVerificationStatusQuery, useRequestVerificationMutation } from '../api/verification-api';
import { checkDocument, DOCUMENT_ACCEPT, DOCUMENT_MAX_MEGABYTES, documentRequirement, missingDocuments, type DocumentCheckCode } from '../model/documents';

const formatDate = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso)) : '');

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type FieldErrors = Partial<Record<VerificationDocumentName | 'additionalInfo', string>>;

/**
 * The verification section of /specialist/settings (?tab=verification, issue #15): the status of
 * the latest request (none, under review, verified, rejected with the reason) and the request
 * form with the three documents and additional info — shown when there is no request yet, and
 * again after a rejection ("Request again"). While a request waits, no second one can be sent.
 */
export const VerificationSection = () => {
  const { t } = useTranslation('verification');
  const status = useGetVerificationStatusQuery();
  const [again, setAgain] = useState(false);
  const titleId = useId();

  let body;
  if (status.isLoading) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4" />
        {t('loading')}
      </p>
    );
  } else if (!status.data) {
    body = (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-red-700 dark:text-red-300">{t('loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const data = status.data;
    const showForm = data.status === 'NOT_REQUESTED' || (data.status === 'REJECTED' && again);
    body = (
      <div className="space-y-5">
        <StatusPanel data={data} onRequestAgain={data.status === 'REJECTED' && !again ? () => setAgain(true) : undefined} />
        {showForm && <RequestForm onSent={() => setAgain(false)} onPending={() => void status.refetch()} />}
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h3 id={titleId} className="text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
        {t('title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('description')}</p>
      <div className="mt-5">{body}</div>
    </section>
  );
};

const toneClasses = {
  neutral: 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100',
  pending: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
  approved: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100',
  rejected: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100',
};

const StatusPanel = ({ data, onRequestAgain }: { data: VerificationStatusResponse; onRequestAgain?: () => void }) => {
  const { t } = useTranslation('verification');
  const view = {
    NOT_REQUESTED: { tone: 'neutral', icon: ShieldAlert, text: t('status.notRequested') },
    PENDING: { tone: 'pending', icon: Clock, text: t('status.pending', { date: formatDate(data.submittedAt) }) },
    APPROVED: { tone: 'approved', icon: ShieldCheck, text: data.decidedAt ? t('status.approvedOn', { date: formatDate(data.decidedAt) }) : t('status.approved') },
    REJECTED: { tone: 'rejected', icon: ShieldAlert, text: t('status.rejected', { date: formatDate(data.decidedAt) }) },
  }[data.status];
  const Icon = view.icon;
  return (
    <div data-testid="verification-status" data-status={data.status} className={cn('rounded-xl border p-4', toneClasses[view.tone as keyof typeof toneClasses])}>
      <div className="flex flex-wrap items-center gap-2">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <p className="font-semibold">{t(`statusLabel.${data.status}`)}</p>
        {data.status === 'APPROVED' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('badge')}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm">{view.text}</p>
      {data.status === 'REJECTED' && data.reason && (
        <p className="mt-2 text-sm">
          <span className="font-medium">{t('reasonLabel')}</span> {data.reason}
        </p>
      )}
      {data.status === 'PENDING' && data.documents.length > 0 && (
        <ul aria-label={t('sentDocuments')} className="mt-3 space-y-1 text-sm">
          {data.documents.map((doc) => (
            <li key={doc.name} className="flex items-center gap-2">
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              <span>{t(`documents.${doc.name}.label`)}</span>
              <span className="text-xs opacity-75">({formatSize(doc.size)})</span>
            </li>
          ))}
        </ul>
      )}
      {onRequestAgain && (
        <Button variant="outline" size="md" className="mt-3 min-h-11" onClick={onRequestAgain}>
          {t('requestAgain')}
        </Button>
      )}
    </div>
  );
};

const RequestForm = ({ onSent, onPending }: { onSent: () => void; onPending: () => void }) => {
  const { t } = useTranslation(['verification', 'errors']);
  const uploadsOn = useFeatureOn('uploads');
  const [files, setFiles] = useState<Partial<Record<VerificationDocumentName, File>>>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [send, { isLoading }] = useRequestVerificationMutation();
  const infoId = useId();

  const codeText = (code: DocumentCheckCode | string) => (i18n.exists(`errors:codes.${code}`) ? t(`errors:codes.${code}`) : t('verification:sendFailed'));

  const choose = async (name: VerificationDocumentName, file: File | undefined) => {
    setFormError(null);
    if (!file) return;
    const problem = await checkDocument(file);
    if (problem) {
      setFiles((current) => ({ ...current, [name]: undefined }));
      setFieldErrors((current) => ({ ...current, [name]: problem === 'INVALID_FILE_TYPE' ? t('verification:invalidType') : problem === 'FILE_TOO_LARGE' ? t('verification:tooLarge', { mb: DOCUMENT_MAX_MEGABYTES }) : codeText(problem) }));
      return;
    }
    setFiles((current) => ({ ...current, [name]: file }));
    // Choosing one of the pair satisfies the other's "one of the two" as well.
    setFieldErrors((current) => ({ ...current, [name]: undefined, ...(name !== 'identityDocument' ? { businessLicense: undefined, professionalCertificate: undefined } : {}) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const chosen = new Set(VERIFICATION_DOCUMENTS.filter((name) => files[name]));
    const missing = missingDocuments(chosen);
    if (missing.length > 0) {
      setFieldErrors(Object.fromEntries(missing.map((name) => [name, t(documentRequirement(name) === 'required' ? 'verification:missingRequired' : 'verification:missingOneOfTwo')])));
      return;
    }
    if (additionalInfo.trim().length > VERIFICATION_INFO_MAX) {
      setFieldErrors({ additionalInfo: t('verification:infoTooLong', { max: VERIFICATION_INFO_MAX }) });
      return;
    }
    try {
      await send({ files, additionalInfo }).unwrap();
      onSent();
    } catch (failure) {
      if (!isApiClientError(failure)) return setFormError(t('verification:sendFailed'));
      if (failure.code === 'VERIFICATION_PENDING') onPending();
      const issues = Array.isArray(failure.details) ? (failure.details as Array<{ path?: unknown; message?: unknown }>) : [];
      const byField: FieldErrors = {};
      for (const issue of issues) {
        const field = typeof issue.path === 'string' ? issue.path.replace(/^body\./, '') : '';
        if ((VERIFICATION_DOCUMENTS as readonly string[]).includes(field) || field === 'additionalInfo') {
          byField[field as keyof FieldErrors] =
            issue.message === 'required' ? t(documentRequirement(field as VerificationDocumentName) === 'required' ? 'verification:missingRequired' : 'verification:missingOneOfTwo') : codeText(failure.code);
        }
      }
      setFieldErrors(byField);
      setFormError(Object.keys(byField).length > 0 ? null : codeText(failure.code));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5" aria-label={t('verification:formLabel')}>
      {!uploadsOn && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('verification:uploadsOff')}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('verification:rules', { mb: DOCUMENT_MAX_MEGABYTES })}</p>
      <ul className="@container space-y-3">
        {VERIFICATION_DOCUMENTS.map((name) => (
          <DocumentPicker
            key={name}
            name={name}
            file={files[name]}
            error={fieldErrors[name]}
            disabled={!uploadsOn || isLoading}
            onChoose={(file) => void choose(name, file)}
            onClear={() => setFiles((current) => ({ ...current, [name]: undefined }))}
          />
        ))}
      </ul>
      <TextareaField
        id={infoId}
        label={t('verification:additionalInfo')}
        hint={t('verification:additionalInfoHint', { max: VERIFICATION_INFO_MAX })}
        value={additionalInfo}
        maxLength={VERIFICATION_INFO_MAX}
        onChange={(event) => setAdditionalInfo(event.target.value)}
        error={fieldErrors.additionalInfo}
        disabled={isLoading}
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!uploadsOn || isLoading}>
        {isLoading ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
        {t(isLoading ? 'verification:sending' : 'verification:submit')}
      </Button>
    </form>
  );
};

interface DocumentPickerProps {
  name: VerificationDocumentName;
  file: File | undefined;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
  onClear: () => void;
}

/**
 * One document as a row: its name, what it may be and whether it is required, the chosen file
 * and its error on the left; the picker (a finger-sized button over a hidden native input, so the
 * texts are ours and translated) on the right, or below on narrow panels.
 */
const DocumentPicker = ({ name, file, error, disabled, onChoose, onClear }: DocumentPickerProps) => {
  const { t } = useTranslation('verification');
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    onChoose(chosen);
  };
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 @lg:flex-row @lg:items-center',
        error ? 'border-red-300 dark:border-red-800' : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p id={titleId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t(`documents.${name}.label`)}
        </p>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {t(`documents.${name}.hint`)} · {t(documentRequirement(name) === 'required' ? 'required' : 'oneOfTwo')}
        </p>
        {file && (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 truncate">{file.name}</span>
            <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{formatSize(file.size)}</span>
            <button
              type="button"
              onClick={onClear}
              disabled={disabled}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
              aria-label={t('remove', { file: file.name })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
      <input
        id={inputId}
        name={name}
        type="file"
        accept={DOCUMENT_ACCEPT}
        disabled={disabled}
        onChange={onChange}
        aria-labelledby={titleId}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hintId, error && errorId)}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonClasses('outline', 'md', 'min-h-11 shrink-0 cursor-pointer'),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 dark:peer-focus-visible:outline-brand-300',
        )}
      >
        <Upload aria-hidden="true" className="size-4" />
        {t(file ? 'replaceFile' : 'chooseFile')}
      </label>
    </li>
  );
};
