import type { BindEmailRequest, BindMobileCodeRequest, BindMobileRequest } from '@lobby/contract/security';
import { ApiError } from '../../lib/envelope';
import type { Actor } from '../audit/audit.repository';
import type { MessageSender } from '../messaging/message-sender';
import { authSettingsOf } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import { phoneOf, type SmsService } from '../sms/sms.service';
import type { Contact, ContactRepository } from './contact.repository';
import { maskEmail, maskMobile } from './device';

interface Deps {
  contacts: ContactRepository;
  sms: Pick<SmsService, 'sendTo' | 'emailTo' | 'verify'>;
  sender: MessageSender;
}

/** The signed-in member asking, and from where (the audit row's actor: no operator). */
export interface ContactMember {
  merchant: Merchant;
  memberId: number;
  ip: string;
}

const actorOf = (member: ContactMember): Actor => ({
  merchantCode: member.merchant.code,
  operatorId: null,
  ip: member.ip,
});

/**
 * Binding and verifying a mobile number or e-mail address: a code goes to the NEW one (the SMS code
 * machinery, by SMS or e-mail), the member sends it back, the contact is bound as verified, audited, and
 * the old one (if any) hears that it was replaced. Another member's number, or another member's verified
 * address, is refused before any code is sent and again when binding (the unique indexes).
 */
export function createContactService({ contacts, sms, sender }: Deps) {
  async function contactOf(memberId: number): Promise<Contact> {
    const contact = await contacts.contactOf(memberId);
    if (!contact) throw new ApiError('session.ended');
    return contact;
  }

  /** The number is one of the merchant's dialing codes, free, and not already this member's verified one. */
  async function checkMobile(member: ContactMember, input: BindMobileCodeRequest): Promise<Contact> {
    if (!authSettingsOf(member.merchant).countryDialingCodes.includes(input.countryDialingCode)) {
      throw new ApiError('request.invalid', 'Choose one of the country dialing codes offered.', 'countryDialingCode');
    }
    const contact = await contactOf(member.memberId);
    const same = contact.countryDialingCode === input.countryDialingCode && contact.mobileNum === input.mobileNum;
    if (same && contact.mobileVerified) throw new ApiError('contact.already.verified', undefined, 'mobileNum');
    const { code } = member.merchant;
    if (await contacts.mobileHeldByOther(code, member.memberId, input.countryDialingCode, input.mobileNum)) {
      throw new ApiError('mobile.in.use', undefined, 'mobileNum');
    }
    return contact;
  }

  async function checkEmail(member: ContactMember, email: string): Promise<Contact> {
    const contact = await contactOf(member.memberId);
    if (contact.email.toLowerCase() === email && contact.emailVerified) {
      throw new ApiError('contact.already.verified', undefined, 'email');
    }
    if (await contacts.emailVerifiedByOther(member.merchant.code, member.memberId, email)) {
      throw new ApiError('email.in.use', undefined, 'email');
    }
    return contact;
  }

  return {
    async sendMobileCode(member: ContactMember, input: BindMobileCodeRequest) {
      await checkMobile(member, input);
      const phone = phoneOf(input.countryDialingCode, input.mobileNum);
      return sms.sendTo(member.merchant.code, phone, 'bindMobile', member.ip, member.memberId);
    },

    async bindMobile(member: ContactMember, input: BindMobileRequest): Promise<void> {
      const old = await checkMobile(member, input);
      const phone = phoneOf(input.countryDialingCode, input.mobileNum);
      await sms.verify(member.merchant.code, phone, 'bindMobile', input.verificationCode, member.memberId);
      const masked = maskMobile(input.countryDialingCode, input.mobileNum);
      const bound = await contacts.bindMobile(
        member.memberId,
        input.countryDialingCode,
        input.mobileNum,
        actorOf(member),
        {
          action: 'member.mobile.verify',
          targetType: 'member',
          targetId: member.memberId,
          detail: { by: 'member', mobile: masked, previous: maskMobile(old.countryDialingCode, old.mobileNum) || null },
        },
      );
      if (!bound) throw new ApiError('mobile.in.use', undefined, 'mobileNum');
      const oldPhone = old.mobileNum ? phoneOf(old.countryDialingCode, old.mobileNum) : '';
      if (oldPhone && oldPhone !== phone) {
        await sender.sms(
          member.merchant.code,
          oldPhone,
          `The mobile number on your ${member.merchant.name} account was changed to ${masked}. If this was not you, contact customer service now.`,
        );
      }
    },

    async sendEmailCode(member: ContactMember, email: string) {
      await checkEmail(member, email);
      return sms.emailTo(member.merchant.code, email, 'bindEmail', member.ip, member.memberId);
    },

    async bindEmail(member: ContactMember, input: BindEmailRequest): Promise<void> {
      const old = await checkEmail(member, input.email);
      await sms.verify(member.merchant.code, input.email, 'bindEmail', input.verificationCode, member.memberId);
      const masked = maskEmail(input.email);
      const bound = await contacts.bindEmail(member.memberId, input.email, actorOf(member), {
        action: 'member.email.verify',
        targetType: 'member',
        targetId: member.memberId,
        detail: { by: 'member', email: masked, previous: maskEmail(old.email) || null },
      });
      if (!bound) throw new ApiError('email.in.use', undefined, 'email');
      if (old.email && old.email.toLowerCase() !== input.email) {
        await sender.email(
          member.merchant.code,
          old.email,
          'Your e-mail address was changed',
          `The e-mail address on your ${member.merchant.name} account was changed to ${masked}. If this was not you, contact customer service now.`,
        );
      }
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
