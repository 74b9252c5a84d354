import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { UpdateProfileRequestSchema, type User } from '@vizyt/contracts';
import type { z } from 'zod';
import { useAppDispatch } from '@/stores/hooks';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { userUpdated } from '@/stores/auth-slice';
import { useUpdateProfileMutation } from '../api/account-api';
import { issuesOn, showServerIssues } from '@/lib/api-error-text';
import { apiErrorMessage, fieldIssues, validationText } from '../model/api-error';
import { userPatch } from '../model/user-patch';

type ProfileFormInput = { firstName: string; lastName: string; phone: string };
type SchemaInput = z.input<typeof UpdateProfileRequestSchema>;
type ProfileFormOutput = z.output<typeof UpdateProfileRequestSchema>;

const PROFILE_FIELDS = ['firstName', 'lastName', 'phone'] as const;

const valuesOf = (user: Pick<User, 'firstName' | 'lastName' | 'phone'>): ProfileFormInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
});

/** First and last name and phone (PUT /users/profile); the e-mail is shown, not edited. */
export const ProfileForm = ({ user }: { user: User }) => {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  // Checked on submit, then on every change: a message appearing on blur would move the Save
  // button from under the pointer between press and release, and swallow the click.
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<SchemaInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(UpdateProfileRequestSchema),
    defaultValues: valuesOf(user),
  });
  const { errors, isDirty } = formState;

  const onSubmit = async (values: ProfileFormOutput) => {
    try {
      const saved = await updateProfile({ firstName: values.firstName, lastName: values.lastName, phone: values.phone ?? null }).unwrap();
      dispatch(userUpdated(userPatch(saved)));
      reset(valuesOf(saved));
      toast.success(t('profile.saved'));
    } catch (failure) {
      const first = showServerIssues(setError, issuesOn(fieldIssues(failure), PROFILE_FIELDS));
      if (first) {
        setFocus(first);
        return;
      }
      toast.error(apiErrorMessage(t, failure, 'errors.updateProfile'));
    }
  };

  /** A field's registration and its translated error, for the field's props. */
  const field = (name: (typeof PROFILE_FIELDS)[number]) => ({ ...register(name), error: validationText(t, errors[name]?.message) });

  return (
    <form
      onSubmit={(event) => {
        // Nothing changed: nothing to send (the button stays focusable rather than disabled,
        // so that keyboard and screen-reader users keep their place after saving).
        if (!isDirty) {
          event.preventDefault();
          return;
        }
        void handleSubmit(onSubmit)(event);
      }}
      noValidate
      aria-busy={isLoading || undefined}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" required {...field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label={t('fields.phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="+380 67 123 4567" hint={t('fields.phoneHint')} {...field('phone')} />
      <TextField
        label={t('fields.email')}
        type="email"
        value={user.email ?? ''}
        placeholder={user.email ? undefined : t('profile.noEmail')}
        readOnly
        autoComplete="email"
        hint={t('fields.emailHint')}
        labelAside={
          user.email ? (
            user.isEmailVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('profile.emailVerified')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                <CircleAlert aria-hidden="true" className="size-3.5" />
                {t('profile.emailNotVerified')}
              </span>
            )
          ) : null
        }
      />
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <Button type="submit" disabled={isLoading} aria-disabled={!isDirty || undefined} className={isDirty ? undefined : 'opacity-50'}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {isLoading ? t('profile.saving') : t('profile.save')}
        </Button>
        {isDirty && !isLoading && (
          <Button variant="ghost" onClick={() => reset(valuesOf(user))}>
            {t('profile.discard')}
          </Button>
        )}
      </div>
    </form>
  );
};
