import type { NotificationConfig, NotificationToggles, PresetMessages } from '@tawasul/contracts/settings';

/** What a brand's configuration holds until its manager saves its own (DESIGN.md section 6: settings per brand). */
export const DEFAULT_PRESET_MESSAGES: PresetMessages = {
  welcome: [
    { en: 'Welcome! How can we help you today?', ar: 'أهلًا بك! كيف يمكننا مساعدتك اليوم؟' },
    {
      en: 'Please tell us a little about your question, and include your order number if you have one.',
      ar: 'يرجى إخبارنا قليلًا عن سؤالك، مع رقم الطلب إن وجد.',
    },
    { en: 'Thank you! One of our agents will be with you shortly.', ar: 'شكرًا لك! سينضم إليك أحد موظفينا قريبًا.' },
  ],
  agentWelcome: {
    en: 'Hello, this is {agentName}. How can I help you?',
    ar: 'مرحبًا، معك {agentName}. كيف يمكنني مساعدتك؟',
  },
  onWaiting: {
    en: 'All our agents are busy right now. Please stay with us; you will be connected soon.',
    ar: 'جميع موظفينا مشغولون حاليًا. يرجى البقاء معنا، سيتم توصيلك قريبًا.',
  },
};

const refund = {
  titleEn: 'Refund request',
  titleAr: 'طلب استرداد',
  descriptionEn: 'The customer is asking for a refund.',
  descriptionAr: 'يطلب العميل استرداد المبلغ.',
};

export const DEFAULT_NOTIFICATION_CONFIG: NotificationConfig = {
  // The same word in both languages, since a customer writes in one or the other.
  criticalWords: [
    { word: 'refund', ...refund },
    { word: 'استرداد', ...refund },
  ],
  agentResponseDelay: {
    minutes: 5,
    titleEn: 'Agent response delay',
    titleAr: 'تأخر رد الموظف',
    descriptionEn: 'The agent has not answered the customer in time.',
    descriptionAr: 'لم يرد الموظف على العميل في الوقت المحدد.',
  },
  customerResponseDelay: {
    minutes: 10,
    titleEn: 'Customer response delay',
    titleAr: 'تأخر رد العميل',
    descriptionEn: 'The customer has not answered the agent in time.',
    descriptionAr: 'لم يرد العميل على الموظف في الوقت المحدد.',
  },
};

export const DEFAULT_TOGGLES: NotificationToggles = {
  customerMessage: true,
  agentMessage: true,
  reopenChat: true,
  agentAssigned: true,
};
