import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SupportMessageInputSchema } from '@vizyt/contracts';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useWriteToSupportMutation } from '../api/help-api';

/**
 * The live chat (issue #26): the first words to Vizyt support; sending opens the conversation
 * in the messages screen, where the answers arrive live and the talk continues.
 */
export const LiveChat = ({ role }: { role: 'CUSTOMER' | 'SPECIALIST' }) => {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [write, { isLoading }] = useWriteToSupportMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SupportMessageInputSchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message === 'tooLong' ? 'liveChat.tooLong' : 'liveChat.required'));
      return;
    }
    setError(undefined);
    try {
      const { conversation } = await write(parsed.data).unwrap();
      navigate(role === 'SPECIALIST' ? paths.specialist.conversation({ c: conversation.id }) : paths.customer.conversation({ c: conversation.id }));
    } catch {
      setError(t('liveChat.failed'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" data-testid="live-chat" noValidate>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('liveChat.intro')}</p>
      <TextareaField label={t('liveChat.label')} value={text} onChange={(e) => setText(e.target.value)} error={error} rows={3} maxLength={4000} data-testid="live-chat-input" />
      <Button type="submit" disabled={isLoading} className="self-start" data-testid="live-chat-send">
        {t('liveChat.send')}
      </Button>
    </form>
  );
};
