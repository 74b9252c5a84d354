import { useState } from 'react';
import { Archive, CheckCheck, Download, EllipsisVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NOTIFICATION_ARCHIVE_DEFAULT_DAYS } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { downloadFile } from '@/lib/download';
import {
  useArchiveNotificationsMutation,
  useDeleteAllNotificationsMutation,
  useExportNotificationsMutation,
  useMarkAllNotificationsReadMutation,
} from '../api/notifications-api';
import { notificationErrorText } from '../model/api-error';

/** vizyt-notifications-2026-11-25.csv (the day of the download, on this device). */
const exportFileName = (now = new Date()) => {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `vizyt-notifications-${day}.csv`;
};

/**
 * The list's actions: mark all read in view; archive older than 30 days, export as CSV and
 * delete all (asked first) in a menu, which keeps the header to one row on a phone.
 */
export const ListActions = ({ unreadCount, isEmpty }: { unreadCount: number; isEmpty: boolean }) => {
  const { t } = useTranslation('notifications');
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const [archive] = useArchiveNotificationsMutation();
  const [exportCsv] = useExportNotificationsMutation();
  const [deleteAll, deletingAll] = useDeleteAllNotificationsMutation();
  const [confirming, setConfirming] = useState(false);

  const fail = (fallbackKey: string) => (error: unknown) => toast.error(notificationErrorText(t, error, fallbackKey));

  const onMarkAll = () => void markAllRead().unwrap().catch(fail('errors.markAllRead'));
  const onArchive = () =>
    void archive({ olderThanDays: NOTIFICATION_ARCHIVE_DEFAULT_DAYS })
      .unwrap()
      .then(({ count }) =>
        count > 0 ? toast.success(t('archive.done', { count })) : toast.info(t('archive.none', { days: NOTIFICATION_ARCHIVE_DEFAULT_DAYS })),
      )
      .catch(fail('errors.archive'));
  const onExport = () =>
    void exportCsv()
      .unwrap()
      .then((file) => downloadFile(file, exportFileName()))
      .catch(fail('errors.export'));
  const onDeleteAll = async () => {
    try {
      await deleteAll().unwrap();
      setConfirming(false);
      toast.success(t('deleteAll.done'));
    } catch (error) {
      fail('errors.deleteAll')(error);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" onClick={onMarkAll} disabled={unreadCount === 0 || markingAll.isLoading}>
        <CheckCheck aria-hidden="true" className="size-4" />
        {t('actions.markAllRead')}
      </Button>
      <DropdownMenu
        label={t('actions.more')}
        triggerClassName={buttonClasses('outline', 'icon')}
        trigger={<EllipsisVertical aria-hidden="true" className="size-5" />}
        menuClassName="w-72"
        items={[
          { key: 'archive', label: t('actions.archive', { days: NOTIFICATION_ARCHIVE_DEFAULT_DAYS }), icon: Archive, onSelect: onArchive },
          { key: 'export', label: t('actions.export'), icon: Download, onSelect: onExport },
          ...(isEmpty
            ? []
            : [{ key: 'delete-all', label: t('actions.deleteAll'), icon: Trash2, tone: 'danger' as const, separatorBefore: true, onSelect: () => setConfirming(true) }]),
        ]}
      />
      <ModalDialog
        open={confirming}
        title={t('deleteAll.title')}
        description={t('deleteAll.body')}
        onClose={() => setConfirming(false)}
        busy={deletingAll.isLoading}
        tone="danger"
        icon={
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
            <Trash2 aria-hidden="true" className="size-5" />
          </span>
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={deletingAll.isLoading}>
            {t('actions.cancel')}
          </Button>
          <DangerButton onClick={() => void onDeleteAll()} disabled={deletingAll.isLoading}>
            {t('deleteAll.confirm')}
          </DangerButton>
        </div>
      </ModalDialog>
    </div>
  );
};
