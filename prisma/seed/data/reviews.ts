/**
 * Demo visit history: customers who reviewed the demo specialists, what they wrote and how the
 * specialists answered. Plain values only; `visits.ts` turns them into completed, paid bookings
 * with reviews. Names are invented; comments are written so they fit any kind of service and any
 * reviewer (no gendered first-person verbs).
 */

export interface DemoReviewer {
  /** Stable key: the account's e-mail is <key>@customers.vizyt.demo. It has no password (it never signs in). */
  key: string;
  firstName: string;
  lastName: string;
}

export const demoReviewers: DemoReviewer[] = [
  { key: 'oksana-hrytsenko', firstName: 'Оксана', lastName: 'Гриценко' },
  { key: 'pavlo-zaiets', firstName: 'Павло', lastName: 'Заєць' },
  { key: 'khrystyna-bilyk', firstName: 'Христина', lastName: 'Білик' },
  { key: 'andrii-kuchma', firstName: 'Андрій', lastName: 'Кучма' },
  { key: 'viktoriia-lozynska', firstName: 'Вікторія', lastName: 'Лозинська' },
  { key: 'serhii-dovhaniuk', firstName: 'Сергій', lastName: 'Довганюк' },
  { key: 'mariana-kostiuk', firstName: 'Мар’яна', lastName: 'Костюк' },
  { key: 'taras-oliinyk', firstName: 'Тарас', lastName: 'Олійник' },
  { key: 'yana-semeniuk', firstName: 'Яна', lastName: 'Семенюк' },
  { key: 'bohdan-yatsenko', firstName: 'Богдан', lastName: 'Яценко' },
];

/** Comments by star rating (1–2 stars do not occur in the demo). */
export const reviewComments: Record<3 | 4 | 5, string[]> = {
  5: [
    'Усе пройшло чудово: пунктуально, професійно й з увагою до деталей. Рекомендую!',
    'Результат перевершив очікування. Приємне спілкування, усе пояснили зрозуміло.',
    'Дуже уважне ставлення, відчувається досвід. Обов’язково звернуся ще.',
    'Записатися вдалося за два дні, почали хвилина в хвилину. Якість — на висоті.',
    'Усе чисто, акуратно й без поспіху. Ціна відповідає якості.',
    'Найкращий фахівець із тих, до кого доводилося звертатися. Дякую!',
    'Швидко, якісно й з гарним настроєм. Тепер тільки сюди.',
    'Відповіли на всі запитання, порадили, як підтримувати результат. Дуже вдячні!',
    'Прийшли вчасно, зробили все, про що домовлялися, і навіть трохи більше.',
    'Спокійна атмосфера й справжній професіоналізм. Рекомендую друзям.',
  ],
  4: [
    'Загалом добре, хоча на початку довелося трохи почекати.',
    'Якісно й акуратно, але ціна трохи вища, ніж очікувалося.',
    'Результатом задоволені. Єдине — хотілося б більше вільних годин увечері.',
    'Професійно, приємно. Мінус зірка за те, що не нагадали про запис заздалегідь.',
    'Добра робота, усе пояснили. Наступного разу спробуємо ще й іншу послугу.',
    'Усе гаразд, але можна було б закінчити трохи швидше.',
  ],
  3: [
    'Нормально, але розраховували на більше уваги до деталей.',
    'Результат непоганий, проте почали на двадцять хвилин пізніше.',
    'Посередньо: зробили, що просили, але без особливого ентузіазму.',
    'Якість прийнятна, а от із комунікацією є над чим попрацювати.',
  ],
};

/** How the specialists answer some of the reviews (neutral wording, any specialist). */
export const specialistResponses: string[] = [
  'Дякую за відгук! Завжди раді бачити вас знову.',
  'Дуже приємно читати такі слова. До нових зустрічей!',
  'Дякую, що знайшли час написати. Ваші побажання врахуємо.',
  'Вибачте за затримку — уже змінили розклад, щоб такого не повторювалося.',
];

/**
 * Star ratings of a specialist's visits, newest visit first, chosen by the specialist's place in
 * the demo list: averages from 4 to 5, so "4.5 and above" and "sort by rating" have something
 * to show and something to leave out.
 */
export const ratingPatterns: number[][] = [
  [5, 5, 4, 5, 5],
  [5, 4, 5, 5, 4],
  [4, 4, 5, 3, 4],
  [5, 5, 5, 5, 5],
  [4, 5, 3, 4, 5],
  [5, 4, 4, 5, 5],
  [4, 3, 5, 4, 4],
  [5, 5, 4, 4, 5],
];

/** The demo customer's own visit (to the first demo specialist): reviewed, paid online, points earned. */
export const demoCustomerReview = {
  rating: 5,
  comment: 'Дуже акуратно й охайно, інструменти стерильні, атмосфера затишна. Обов’язково прийду ще!',
};
