import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { chatCannedReplies } from '../schema/index';
import { MERCHANTS } from './merchants-data';

/** The desk's ready answers, in the site's own language (Golden Reef answers in Indonesian). */
const REPLIES: Record<'en' | 'id', { title: string; text: string }[]> = {
  en: [
    { title: 'Greeting', text: 'Hello! Thank you for contacting us. How can I help you today?' },
    { title: 'Checking', text: 'Thank you for waiting. I am checking this for you now, it will take a moment.' },
    { title: 'Deposit received', text: 'Your deposit has been received and credited to your balance. Good luck!' },
    {
      title: 'Withdrawal time',
      text: 'Withdrawals are usually processed within 15 minutes. You can follow yours in the account record.',
    },
    { title: 'Goodbye', text: 'Is there anything else I can help you with? Have a great day!' },
  ],
  id: [
    { title: 'Salam', text: 'Halo! Terima kasih telah menghubungi kami. Ada yang bisa kami bantu hari ini?' },
    {
      title: 'Memeriksa',
      text: 'Terima kasih sudah menunggu. Kami sedang memeriksanya untuk Anda, mohon tunggu sebentar.',
    },
    { title: 'Deposit diterima', text: 'Deposit Anda sudah diterima dan masuk ke saldo. Semoga beruntung!' },
    {
      title: 'Waktu penarikan',
      text: 'Penarikan biasanya diproses dalam 15 menit. Anda dapat memantaunya di catatan akun.',
    },
    { title: 'Penutup', text: 'Ada lagi yang bisa kami bantu? Semoga hari Anda menyenangkan!' },
  ],
};

/** Canned replies for a merchant that has none yet (an operator's own list is never touched). */
export async function seedCannedReplies(db: Db, merchantCode: string): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(chatCannedReplies)
    .where(eq(chatCannedReplies.merchantCode, merchantCode));
  if (Number(existing?.n ?? 0) > 0) return;
  const language =
    MERCHANTS.find((m) => m.row.code === merchantCode)?.row.settings.defaultLanguage === 'id' ? 'id' : 'en';
  await db
    .insert(chatCannedReplies)
    .values(REPLIES[language].map((reply, position) => ({ merchantCode, ...reply, position })));
}
