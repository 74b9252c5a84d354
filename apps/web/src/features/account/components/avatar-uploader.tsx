import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Camera, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAppDispatch } from '@/stores/hooks';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { avatarUpdated, userUpdated } from '@/stores/auth-slice';
import { useUpdateProfileMutation, useUploadAvatarMutation } from '../api/account-api';
import { apiErrorMessage } from '../model/api-error';
import { checkImageFile, IMAGE_ACCEPT } from '@/lib/image-file';
import { DangerButton } from '@/components/ui/danger-button';
import { useFeatureOn } from '@/lib/feature-flags';

interface AvatarUploaderProps {
  firstName: string;
  lastName: string;
  avatar: string | null;
}

type Pending = { file: File; previewUrl: string };

/**
 * Profile photo: choose a file (checked here first: 5 MB, JPEG/PNG/WebP, readable), see it,
 * then save it (POST /files/upload, which also makes it the avatar) or cancel; or remove the
 * current photo. Initials stand in when there is no photo.
 */
export const AvatarUploader = ({ firstName, lastName, avatar }: AvatarUploaderProps) => {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const inputRef = useRef<HTMLInputElement>(null);
  // After saving, cancelling or removing, the buttons that were pressed are gone: focus goes here.
  const chooseRef = useRef<HTMLButtonElement>(null);
  const refocus = () => requestAnimationFrame(() => chooseRef.current?.focus());
  const hintId = useId();
  const errorId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [upload, { isLoading: uploading }] = useUploadAvatarMutation();
  const [updateProfile, { isLoading: removing }] = useUpdateProfileMutation();
  // The admin may switch uploads off (GET /config → features.uploads): removing still works.
  const uploadsOn = useFeatureOn('uploads');
  const busy = uploading || removing || checking;

  const choose = () => inputRef.current?.click();

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setError(null);
    setChecking(true);
    const check = await checkImageFile(file);
    setChecking(false);
    if (!check.ok) {
      setPending(null);
      setError(t(`errors:codes.${check.code}`));
      return;
    }
    setPending({ file, previewUrl: check.previewUrl });
  };

  const save = async () => {
    if (!pending) return;
    setError(null);
    try {
      const result = await upload(pending.file).unwrap();
      dispatch(avatarUpdated(result.url));
      setPending(null);
      refocus();
      toast.success(t('avatar.uploaded'));
    } catch (failure) {
      setError(apiErrorMessage(t, failure, 'errors.uploadAvatar'));
    }
  };

  const remove = async () => {
    setError(null);
    try {
      await updateProfile({ avatar: null }).unwrap();
      dispatch(userUpdated({ avatar: null }));
      refocus();
      toast.success(t('avatar.removed'));
    } catch (failure) {
      setError(apiErrorMessage(t, failure, 'errors.updateProfile'));
    }
  };

  const shown = pending?.previewUrl ?? avatar;

  return (
    <div className="flex flex-col items-center gap-4 text-center" aria-busy={busy || undefined}>
      <div className="relative">
        {/* key: a new address gets a fresh load attempt (the avatar remembers a failed one). */}
        <Avatar
          key={shown ?? 'initials'}
          firstName={firstName}
          lastName={lastName}
          src={shown}
          className="size-28 text-3xl! ring-4 ring-white dark:ring-slate-900"
        />
        {shown && (
          <span className="sr-only">{pending ? t('avatar.previewAlt') : t('avatar.currentAlt')}</span>
        )}
        {busy && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 dark:bg-slate-900/70">
            <Spinner />
          </span>
        )}
        {!pending && (
          // A shortcut for pointer users; keyboard and screen-reader users have the labelled button below.
          <button
            type="button"
            onClick={choose}
            disabled={busy || !uploadsOn}
            tabIndex={-1}
            aria-hidden="true"
            title={avatar ? t('avatar.change') : t('avatar.upload')}
            className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full border-2 border-white bg-brand-600 text-white shadow hover:bg-brand-700 disabled:opacity-50 dark:border-slate-900"
          >
            <Camera aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>

      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(event) => void onFileChosen(event)}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file-input"
      />

      {pending ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
            {t('avatar.previewNote')}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="sm" onClick={() => void save()} disabled={busy || !uploadsOn}>
              {uploading ? <Spinner className="size-4 text-white" /> : <Upload aria-hidden="true" className="size-4" />}
              {uploading ? t('avatar.uploading') : t('avatar.save')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setPending(null);
                refocus();
              }}
              disabled={busy}
            >
              {t('avatar.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap justify-center gap-2">
          <button
            ref={chooseRef}
            type="button"
            onClick={choose}
            disabled={busy || !uploadsOn}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            className={buttonClasses('outline', 'sm')}
          >
            <Upload aria-hidden="true" className="size-4" />
            {avatar ? t('avatar.change') : t('avatar.upload')}
          </button>
          {avatar && (
            <DangerButton tone="ghost" size="sm" onClick={() => void remove()} disabled={busy}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('avatar.remove')}
            </DangerButton>
          )}
        </div>
      )}

      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        {uploadsOn ? t('avatar.hint') : t('avatar.uploadsOff')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="max-w-xs text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
};
