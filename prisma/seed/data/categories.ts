import type { DemoCategory } from '../types.js';

export const demoCategories: DemoCategory[] = [
  {
    id: 'beauty-wellness',
    name: {
      uk: 'Краса та догляд',
      en: 'Beauty & Wellness',
      ru: 'Красота и уход',
    },
    description: {
      uk: 'Манікюр, стрижки, макіяж, косметологія та масаж від перевірених майстрів.',
      en: 'Manicures, haircuts, makeup, skincare and massage from trusted professionals.',
      ru: 'Маникюр, стрижки, макияж, косметология и массаж от проверенных мастеров.',
    },
    icon: 'sparkles',
  },
  {
    id: 'health-fitness',
    name: {
      uk: 'Здоров’я та фітнес',
      en: 'Health & Fitness',
      ru: 'Здоровье и фитнес',
    },
    description: {
      uk: 'Персональні тренування, йога, лікувальний масаж і реабілітація, щоб тіло було в гарній формі.',
      en: 'Personal training, yoga, therapeutic massage and rehabilitation to keep your body in good shape.',
      ru: 'Персональные тренировки, йога, лечебный массаж и реабилитация, чтобы тело было в хорошей форме.',
    },
    icon: 'heart-pulse',
  },
  {
    id: 'home-services',
    name: {
      uk: 'Послуги для дому',
      en: 'Home Services',
      ru: 'Услуги для дома',
    },
    description: {
      uk: 'Сантехніки, електрики, майстри на годину та ремонт побутової техніки з виїздом до вас.',
      en: 'Plumbers, electricians, handymen and appliance repair, right at your door.',
      ru: 'Сантехники, электрики, мастера на час и ремонт бытовой техники с выездом к вам.',
    },
    icon: 'home',
  },
  {
    id: 'professional-services',
    name: {
      uk: 'Професійні послуги',
      en: 'Professional Services',
      ru: 'Профессиональные услуги',
    },
    description: {
      uk: 'Юристи, бухгалтери, перекладачі та фотографи для ваших особистих і ділових справ.',
      en: 'Lawyers, accountants, translators and photographers for your personal and business needs.',
      ru: 'Юристы, бухгалтеры, переводчики и фотографы для ваших личных и деловых задач.',
    },
    icon: 'briefcase',
  },
  {
    id: 'education',
    name: {
      uk: 'Освіта',
      en: 'Education',
      ru: 'Образование',
    },
    description: {
      uk: 'Репетитори з математики та іноземних мов, підготовка до НМТ і уроки музики — онлайн або наживо.',
      en: 'Maths and language tutors, national exam preparation and music lessons — online or in person.',
      ru: 'Репетиторы по математике и иностранным языкам, подготовка к НМТ и уроки музыки — онлайн или вживую.',
    },
    icon: 'graduation-cap',
  },
  {
    id: 'technology',
    name: {
      uk: 'Технології',
      en: 'Technology',
      ru: 'Технологии',
    },
    description: {
      uk: 'Налаштування комп’ютерів і мереж, ремонт техніки та ІТ-консультації для дому й бізнесу.',
      en: 'Computer and network setup, device repair and IT consulting for home and business.',
      ru: 'Настройка компьютеров и сетей, ремонт техники и ИТ-консультации для дома и бизнеса.',
    },
    icon: 'laptop',
  },
  {
    id: 'psychology',
    name: {
      uk: 'Психологія',
      en: 'Psychology',
      ru: 'Психология',
    },
    description: {
      uk: 'Індивідуальні, парні та дитячі консультації психологів і психотерапевтів у безпечному просторі.',
      en: 'Individual, couples and child sessions with psychologists and psychotherapists in a safe space.',
      ru: 'Индивидуальные, парные и детские консультации психологов и психотерапевтов в безопасном пространстве.',
    },
    icon: 'brain',
  },
];
