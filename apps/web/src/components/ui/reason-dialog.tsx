import { useRef, useState, type ReactNode } from 'react';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from './button';
import { DangerButton } from './danger-button';
import { ModalDialog } from './modal-dialog';

export interface ReasonDialogProps {
  open: boolean;
  /** Called after the dialog has cleared its text (cancel, Escape, or a done submit). */
  onClose: () => void;
  /** A request is running: the buttons wait and Escape does not close. */
  busy: boolean;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  icon?: ReactNode;
  wide?: boolean;
  /** The reason field gets focus on open (else the first control of the dialog). */
  focusReason?: boolean;
  reason: { label: string; hint?: string; required: boolean; maxLength: number };
  /** What is wrong with the text, in words, or null (shown once the field was left or submitted). */
  validate: (text: string) => string | null;
  /** Sends the trimmed text; true when done (the dialog then closes). */
  onSubmit: (text: string) => Promise<boolean>;
  /** Controls above the reason field. */
  before?: ReactNode;
  /** Controls under the reason field. */
  after?: ReactNode;
  /** The failure of the last submit, if any. */
  failure?: ReactNode;
  /** The danger button for a destructive action. */
  danger?: boolean;
  labels: { cancel: string; submit: string; busy: string };
}

/**
 * A confirmation that asks why (suspend, reject, resolve a report…): a reason field checked
 * before sending, optional controls around it, cancel and confirm.
 */
export const ReasonDialog = ({ open, onClose, busy, title, description, tone, icon, wide, focusReason = false, reason, validate, onSubmit, before, after, failure, danger = false, labels }: ReasonDialogProps) => {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const problem = validate(text);
  const Submit = danger ? DangerButton : Button;

  const close = () => {
    setText('');
    setTouched(false);
    onClose();
  };
  const submit = async () => {
    setTouched(true);
    if (!open || problem) {
      reasonRef.current?.focus();
      return;
    }
    if (await onSubmit(text.trim())) close();
  };

  return (
    <ModalDialog open={open} onClose={close} busy={busy} tone={tone} icon={icon} wide={wide} initialFocus={focusReason ? reasonRef : undefined} title={title} description={description}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {before}
        <TextareaField
          ref={reasonRef}
          label={reason.label}
          requiredMark={reason.required}
          required={reason.required}
          maxLength={reason.maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          hint={reason.hint}
          error={touched && problem ? problem : undefined}
        />
        {after}
        {failure}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {labels.cancel}
          </Button>
          <Submit type="submit" disabled={busy}>
            {busy ? labels.busy : labels.submit}
          </Submit>
        </div>
      </form>
    </ModalDialog>
  );
};
