/** English texts of chat, the service centre, feedback and the winners board (namespace "service"). The other languages are typed against this one. */
const en = {
  chat: {
    open: 'Chat with customer service',
    unread: '{{n}} unread',
    live: 'Live chat',
    vip: 'VIP service',
    frame: 'Customer service chat',
    enlarge: 'Enlarge the chat',
    shrink: 'Shrink the chat',
    close: 'Close the chat',
    connecting: 'Connecting you to customer service…',
    failed: 'The chat could not be opened.',
    notHere: 'This chat address did not come from this site, so it is not opened here.',
  },
  centre: {
    title: 'Customer service centre',
    sections: 'Customer service sections',
    loginFirst: 'Log in to see this.',
    login: 'Login',
    off: 'This is not available on this site.',
  },
  tabs: { help: 'Help centre', messages: 'Platform messages', announcements: 'Announcements', feedback: 'Feedback' },
  help: {
    search: 'Search the help centre',
    nothingFound: 'No article matches your search.',
    empty: 'No help articles yet.',
  },
  inbox: {
    summary: 'Messages: {{total}} · unread: {{unread}}',
    empty: 'No messages yet.',
    unread: 'Unread',
    delete: 'Delete “{{title}}”',
    notices: {
      WELCOME: { title: 'Welcome', text: 'Welcome! Messages from the platform about your account arrive here.' },
      DEPOSIT_CREDITED: {
        title: 'Deposit credited',
        text: 'Your deposit {{orderNo}} of {{amount}} has been credited to your main wallet.',
      },
      DEPOSIT_REJECTED: {
        title: 'Deposit rejected',
        text: 'Your deposit {{orderNo}} of {{amount}} was rejected. Customer service can tell you why.',
      },
      WITHDRAW_APPROVED: {
        title: 'Withdrawal paid out',
        text: 'Your withdrawal {{orderNo}} of {{amount}} has been paid out. Please confirm whether you received it.',
      },
      WITHDRAW_FAILED: {
        title: 'Withdrawal failed',
        text: 'Your withdrawal {{orderNo}} of {{amount}} failed; the amount is back in your main wallet.',
      },
    },
  },
  announcements: {
    empty: 'No announcements right now.',
    read: 'Read',
  },
  feedback: {
    intro: 'Tell us what to improve, what went wrong or what you would like to see. We read every message.',
    type: 'Type',
    types: { SUGGESTION: 'Suggestion', COMPLAINT: 'Complaint', BUG: 'Problem', OTHER: 'Other' },
    content: 'Your feedback',
    counter: '{{length}} of {{max}} words',
    contact: 'How can we reach you? (optional)',
    send: 'Send feedback',
    sending: 'Sending…',
    tooShort: 'Please write at least {{min}} words.',
    tooLong: 'Please write at most {{max}} words.',
    tooManyChars: 'Please keep it to {{max}} characters.',
    contactTooLong: 'Please keep this to {{max}} characters.',
    sentTitle: 'Thank you for your feedback',
    sentText: 'We received it as number {{id}}. Customer service will follow it up.',
    another: 'Send more feedback',
    failed: 'Your feedback could not be sent.',
  },
  winners: {
    title: 'Winners board',
    player: 'Player',
    game: 'Game',
    amount: 'Win',
    time: 'Time',
    empty: 'No wins yet.',
  },
};

export default en;
export type ServiceTexts = typeof en;
