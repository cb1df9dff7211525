import type { SocialProvider } from '@lobby/contract/auth';
import type { RegisterKind, RegisterRuleField } from '@lobby/contract/register';
import { recordsEn } from './records-en';
import { noticesEn } from './notices-en';
import { siteServicesEn } from './site-services-en';
import { statusEn } from './status-en';
import { agentsMessagesEn } from './agents-en';
import { promotionsEn } from './promotions-en';
import { memberCentreEn } from './member-centre-en';
import { cashierEn } from './cashier-en';
import { securityEn } from './security-en';
import { rgEn } from './rg-en';
import { feedbackEn } from './feedback-en';
import { fairnessEn } from './fairness-en';

type Keyed<P extends string, K extends string> = Record<`${P}.${K}`, string>;
/** The member's menu entries (features/member/member-menu.ts lists them, with routes and gates). */
export type MenuEntry =
  | 'deposit'
  | 'withdraw'
  | 'bettingRecord'
  | 'accountRecord'
  | 'profitAndLoss'
  | 'rewardCenter'
  | 'manualRebate'
  | 'service'
  | 'download'
  | 'share'
  | 'feedback'
  | 'settings'
  | 'securityCenter'
  | 'changePassword'
  | 'responsibleGaming'
  | 'help'
  | 'promo'
  | 'inbox'
  | 'agency';

const fields = {
  'register.field.username': 'Username',
  'register.field.password': 'Password',
  'register.field.confirmPassword': 'Confirm password',
  'register.field.nickname': 'Nickname',
  'register.field.payeeName': 'Full name',
  'register.field.email': 'E-mail',
  'register.field.mobileNum': 'Mobile number',
  'register.field.verificationCode': 'SMS code',
  'register.field.idNumber': 'ID number',
  'register.field.qqNum': 'QQ',
  'register.field.facebook': 'Facebook',
  'register.field.wechat': 'WeChat',
  'register.field.line': 'LINE',
  'register.field.whatsapp': 'WhatsApp',
  'register.field.zalo': 'Zalo',
  'register.field.birthday': 'Date of birth',
  'register.field.affiliateCode': 'Invitation code',
  'register.field.recommenderId': 'Referrer ID',
  'register.field.paymentPassword': 'Payment password',
} satisfies Keyed<'register.field', RegisterRuleField>;

const menu = {
  'menu.title': 'My account',
  'menu.deposit': 'Deposit',
  'menu.withdraw': 'Withdraw',
  'menu.bettingRecord': 'Betting record',
  'menu.accountRecord': 'Account record',
  'menu.profitAndLoss': 'Profit and loss',
  'menu.rewardCenter': 'Reward centre',
  'menu.manualRebate': 'Manual rebate',
  'menu.service': 'Customer service',
  'menu.download': 'App download',
  'menu.share': 'Invite friends',
  'menu.feedback': 'Feedback',
  'menu.settings': 'Settings',
  'menu.securityCenter': 'Security centre',
  'menu.changePassword': 'Change password',
  'menu.responsibleGaming': 'Responsible gaming',
  'menu.help': 'Help centre',
  'menu.promo': 'Promotions',
  'menu.inbox': 'Inbox',
  'menu.agency': 'Agency centre',
  'menu.serviceSoon': 'Customer service chat is coming soon.',
} satisfies Keyed<'menu', MenuEntry | 'title' | 'serviceSoon'>;

/** Messages of the account screens: popups, drawer and member menus (loaded with them). */
export const accountsEn = {
  'form.optional': 'Optional',
  'form.showPassword': 'Show password',
  'form.hidePassword': 'Hide password',
  'form.dialingCode': 'Country code',

  'rules.username.required': 'Please enter your username.',
  'rules.username.pattern': 'Start with a letter and use only letters and digits.',
  'rules.username.length': 'Use (min) to (max) characters.',
  'rules.password.required': 'Please enter your password.',
  'rules.password.pattern': 'Use letters and digits, without spaces.',
  'rules.password.length': 'Use (min) to (max) characters.',
  'rules.mobile.required': 'Please enter your mobile number.',
  'rules.mobile.pattern': 'Use digits only.',
  'rules.mobile.length': 'Use (min) to (max) digits.',
  'rules.code.required': 'Please enter the SMS code.',
  'rules.code.pattern': 'The code has digits only.',
  'rules.code.length': 'The code has at most (max) digits.',
  'rules.email.required': 'Please enter your e-mail address.',
  'rules.email.pattern': 'This e-mail address is not correct.',
  'rules.captcha.required': 'Please enter the captcha code.',
  'rules.captcha.pattern': 'Enter the code shown in the picture.',
  'rules.confirm.required': 'Please enter the password again.',

  'captcha.label': 'Captcha',
  'captcha.placeholderMath': 'Answer to the sum',
  'captcha.placeholderLetters': 'Letters in the picture',
  'captcha.reload': 'New captcha picture',

  'sms.codeLabel': 'SMS code',
  'sms.codePlaceholder': 'Code from the SMS',
  'sms.send': 'Get code',
  'sms.resendIn': 'Resend in {{seconds}}s',
  'sms.checkTitle': 'Security check',
  'sms.checkHint': 'Answer the picture so we can send a code to {{mobile}}.',
  'sms.checkLabel': 'Security code',
  'sms.sendCode': 'Send code',
  'sms.cancel': 'Cancel',
  'sms.sending': 'Sending the SMS…',
  'sms.sent': 'SMS sent',

  'social.or': 'or continue with',
  'social.continueWith': 'Continue with {{provider}}',
  'social.google': 'Google',
  'social.facebook': 'Facebook',
  'social.unavailable': 'Sign-in with {{provider}} is not available right now.',
  'social.loading': '{{provider}} is still loading. Try again in a moment.',
  'social.cancelled': 'Sign-in with {{provider}} was closed before it finished.',
  'social.notShown': '{{provider}} could not open its sign-in here. Allow pop-ups, or log in another way.',
  'social.failed': '{{provider}} could not confirm who you are. Please try again.',
  'firebase.invalidPhone': 'This mobile number cannot receive a code. Check it and try again.',
  'firebase.tooMany': 'Too many codes were asked for this number. Please wait a while and try again.',
  'firebase.wrongCode': 'The code is not right. Check the SMS and try again.',
  'firebase.expired': 'The code has expired. Ask for a new one.',
  'firebase.humanCheck': 'We could not confirm you are not a robot. Please try again.',
  'firebase.network': 'No connection. Check your internet and try again.',
  'firebase.failed': 'The code could not be sent or checked. Please try again.',
  'firebase.sent': 'We sent you a code by SMS.',
  'firebase.sendFirst': 'Tap "Get code" first, then enter the code from the SMS.',

  'login.heading': 'Welcome back',
  'login.subtitle': 'Please login to continue',
  'login.agentHeading': 'Agent login',
  'login.agentSubtitle': 'Log in to your agency centre',
  'login.method': 'Login method',
  'login.tabUsername': 'Username',
  'login.tabSms': 'Mobile code',
  'login.username': 'Username',
  'login.usernamePlaceholder': 'Your username',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Your password',
  'login.mobile': 'Mobile number',
  'login.mobilePlaceholder': 'Mobile number',
  'login.remember': 'Remember me',
  'login.forgot': 'Forgot password?',
  'login.submit': 'Log in',
  'login.noAccount': 'New here?',
  'login.register': 'Create an account',
  'login.success': 'Welcome back!',
  'login.lockedFor': 'Too many failed logins. Please try again in {{minutes}} min.',
  'login.freePlay': 'Try free play',
  'login.trialStarted': 'Free play started. Enjoy the games!',

  'register.heading': 'Create your account',
  'register.subtitle': 'It only takes a minute',
  'register.method': 'Registration method',
  'register.kind.username': 'Username',
  'register.kind.mobile': 'Mobile number',
  'register.bannerTitle': 'Join {{site}}',
  'register.bannerBody': 'Sign up today and unlock your welcome rewards.',
  'register.confirmMismatch': 'The confirmation does not match the password.',
  'register.birthdayRange': 'Choose a date between {{min}} and {{max}}.',
  'register.terms': 'I am of legal age and accept the',
  'register.termsLink': 'terms and conditions',
  'register.termsError': 'You must accept the terms and conditions to register.',
  'register.submit': 'Register',
  'register.haveAccount': 'Already a member?',
  'register.login': 'Log in',
  'register.success': 'Registered successfully',
  'register.closed': 'Registration is closed on this site for now.',

  'forgot.heading': 'Forgot password',
  'forgot.subtitle': 'We will help you back into your account',
  'forgot.method': 'Recovery method',
  'forgot.method.phone': 'Phone',
  'forgot.method.email': 'E-mail',
  'forgot.email': 'E-mail',
  'forgot.sendLink': 'Send reset link',
  'forgot.wait': 'Please wait…',
  'forgot.emailSent': 'If the details match an account, a reset link is on its way to that e-mail.',
  'forgot.mobileHint': 'At least {{min}} digits.',
  'forgot.newPassword': 'New password',
  'forgot.confirmPassword': 'Confirm new password',
  'forgot.resetSubmit': 'Reset password',
  'forgot.resetDone': 'Your password was changed. You are logged in.',
  'forgot.linkHeading': 'Set a new password',
  'forgot.linkSubtitle': 'Choose the password you will log in with',
  'forgot.newLink': 'Send me a new link',

  'changePassword.heading': 'Change password',
  'changePassword.subtitle': 'Keep your account safe',
  'changePassword.old': 'Current password',
  'changePassword.new': 'New password',
  'changePassword.confirm': 'Confirm new password',
  'changePassword.submit': 'Change password',
  'changePassword.wait': 'Changing your password…',
  'changePassword.success': 'Your password was changed.',

  'wallet.freePlay': 'Free play',
  'wallet.fun': 'fun credits',
  'wallet.funEach': '{{amount}} fun credits in each game',
  'wallet.balance': 'Balance',
  'wallet.hide': 'Hide balance',
  'wallet.show': 'Show balance',
  'wallet.refresh': 'Refresh balance',
  'play.controls': 'Game controls',
  'play.back': 'Back to the lobby',
  'play.reload': 'Reload game',
  'play.loading': 'Starting {{name}}…',
  'play.starting': 'Starting the game…',
  'play.failed': 'The game could not start.',
  'play.retry': 'Try again',
  'play.free': 'Free play',
  'play.frame': '{{name}} game',
  'member.card': 'Your account',
  'member.userBar': 'Your account',
  'member.menu': 'Account menu',
  'member.openMenu': 'Open account menu',
  'member.centre': 'Member centre',
  'member.centreOf': 'Member centre of {{name}}',
  'member.welcome': 'Good luck today!',
  'member.pleaseLogin': 'Please log in',
  'member.trial': 'Free-play account',
  'member.deposit': 'Deposit',
  'member.withdraw': 'Withdraw',
  'member.withdrawal': 'Withdrawal',
  'member.profile': 'Profile',
  'member.agency': 'Agency centre',
  'member.rewards': 'Rewards',
  'member.signOut': 'Sign out',
  'member.signOutTitle': 'Sign out?',
  'member.signOutBody': 'You will need to log in again to play and see your account.',
  'member.cancel': 'Cancel',
  'member.confirmSignOut': 'Sign out',
  'member.signingOut': 'Signing out…',
  'member.signedOut': 'You have signed out.',

  ...fields,
  ...menu,
  ...recordsEn,
  ...noticesEn,
  ...siteServicesEn,
  ...statusEn,
  ...agentsMessagesEn,
  ...promotionsEn,
  ...memberCentreEn,
  ...cashierEn,
  ...securityEn,
  ...rgEn,
  ...feedbackEn,
  ...fairnessEn,
} as const satisfies Keyed<'social', SocialProvider> & Keyed<'register.kind', RegisterKind> & Record<string, string>;

export type AccountMessages = Record<keyof typeof accountsEn, string>;
export type AccountMessageKey = keyof AccountMessages;
