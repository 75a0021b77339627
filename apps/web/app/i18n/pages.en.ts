/** Labels of the written pages (policies, FAQs, author pages) and the server error page; their texts are in components/legal/content. */
export const pagesEn = {
  'pages.updated': 'Last updated:',
  'pages.contents': 'On this page',
  'pages.otherLanguage': 'हिन्दी में पढ़ें',
  'pages.metaTitle': '{title} | Dawa',
  'pages.help.more': 'Still need help? Call {phone} (9 am to 9 pm, every day) or read our [Customer Support Policy](/customer-support-policy).',
  'pages.author.demo': 'Demo profile',
  'pages.author.demoText':
    '{name} is an illustrative profile made for this demonstration store, not a real person. The name, qualifications and experience are invented to show how author pages will look.',
  'pages.author.metaTitle': '{name}, {role} (demo profile) | Dawa',
  'pages.author.qualifications': 'Qualifications',
  'pages.author.experience': 'Experience',
  'pages.author.areas': 'Areas of work',
  'pages.author.back': 'Back to the Editorial Policy',
  'pages.author.team': 'Our editorial team',
  'pages.serverError.title': 'Something went wrong on our side',
  'pages.serverError.text':
    'Our server could not finish your request. Nothing in your cart or your orders is lost. Please try again in a minute.',
  'pages.serverError.retry': 'Try again',
} as const;
