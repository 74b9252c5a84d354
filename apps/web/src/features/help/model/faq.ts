/**
 * The help page's questions (texts in locales/<language>/help.json, faq.items.<id>), grouped by
 * topic, and the search that filters them as the visitor types.
 */
export const FAQ_TOPICS = ['booking', 'payments', 'refunds', 'loyalty', 'account', 'support'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const FAQ_ITEMS: ReadonlyArray<{ id: string; topic: FaqTopic }> = [
  { id: 'howToBook', topic: 'booking' },
  { id: 'confirmation', topic: 'booking' },
  { id: 'cancelReschedule', topic: 'booking' },
  { id: 'lateCancel', topic: 'booking' },
  { id: 'payOnline', topic: 'payments' },
  { id: 'deposit', topic: 'payments' },
  { id: 'currencies', topic: 'payments' },
  { id: 'refundTime', topic: 'refunds' },
  { id: 'complaint', topic: 'refunds' },
  { id: 'loyaltyEarn', topic: 'loyalty' },
  { id: 'loyaltySpend', topic: 'loyalty' },
  { id: 'changeEmail', topic: 'account' },
  { id: 'privacy', topic: 'account' },
  { id: 'deleteAccount', topic: 'account' },
  { id: 'supportHours', topic: 'support' },
  { id: 'becomeSpecialist', topic: 'support' },
];

export interface FaqEntry {
  id: string;
  topic: FaqTopic;
  question: string;
  answer: string;
}

/** Lower case, one kind of apostrophe, single spaces: "Обов’язково" finds "обовʼязково". */
export const normalizeForSearch = (text: string): string =>
  text
    .toLocaleLowerCase()
    .replace(/[’ʼ`']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The entries whose question or answer holds every word of `query` (all of them for an empty query). */
export const filterFaq = <E extends Pick<FaqEntry, 'question' | 'answer'>>(entries: readonly E[], query: string): E[] => {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = normalizeForSearch(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
};
