import type { LocaleCode } from '@academy/rules';

/**
 * The roster file's column headers and sheet name in each of the 12 languages, so a school administrator opening
 * the download reads their own language. `{zone}` is the school's IANA time zone the enrolment times are shown in.
 * A sheet name is at most 31 characters and holds none of : \ / ? * [ ] (Excel's rule).
 */
type RosterTexts = { userId: string; name: string; email: string; progress: string; enrolledAt: string; sheet: string };

const ROSTER_TEXTS: Record<LocaleCode, RosterTexts> = {
  zh_CN: { userId: '用户 ID', name: '姓名', email: '电子邮箱', progress: '进度 (%)', enrolledAt: '报名时间 ({zone})', sheet: '学员名单' },
  en_US: { userId: 'User ID', name: 'Name', email: 'E-mail', progress: 'Progress (%)', enrolledAt: 'Enrolled at ({zone})', sheet: 'Roster' },
  es_ES: { userId: 'ID de usuario', name: 'Nombre', email: 'Correo electrónico', progress: 'Progreso (%)', enrolledAt: 'Fecha de inscripción ({zone})', sheet: 'Lista de alumnos' },
  ru_RU: { userId: 'ID пользователя', name: 'Имя', email: 'Электронная почта', progress: 'Прогресс (%)', enrolledAt: 'Дата записи ({zone})', sheet: 'Список учеников' },
  ar_SA: { userId: 'معرّف المستخدم', name: 'الاسم', email: 'البريد الإلكتروني', progress: 'التقدم (%)', enrolledAt: 'تاريخ التسجيل ({zone})', sheet: 'قائمة المتعلمين' },
  pl_PL: { userId: 'ID użytkownika', name: 'Imię i nazwisko', email: 'E-mail', progress: 'Postęp (%)', enrolledAt: 'Data zapisu ({zone})', sheet: 'Lista uczniów' },
  de_DE: { userId: 'Benutzer-ID', name: 'Name', email: 'E-Mail', progress: 'Fortschritt (%)', enrolledAt: 'Eingeschrieben am ({zone})', sheet: 'Liste der Lernenden' },
  tr_TR: { userId: 'Kullanıcı kimliği', name: 'Ad Soyad', email: 'E-posta', progress: 'İlerleme (%)', enrolledAt: 'Kayıt tarihi ({zone})', sheet: 'Öğrenci listesi' },
  fr_FR: { userId: 'ID utilisateur', name: 'Nom', email: 'Adresse e-mail', progress: 'Progression (%)', enrolledAt: 'Date d’inscription ({zone})', sheet: 'Liste des apprenants' },
  ja_JP: { userId: 'ユーザー ID', name: '氏名', email: 'メールアドレス', progress: '進捗 (%)', enrolledAt: '登録日時 ({zone})', sheet: '受講者名簿' },
  ko_KR: { userId: '사용자 ID', name: '이름', email: '이메일', progress: '진도율 (%)', enrolledAt: '등록 일시 ({zone})', sheet: '학습자 명단' },
  pt_BR: { userId: 'ID do usuário', name: 'Nome', email: 'E-mail', progress: 'Progresso (%)', enrolledAt: 'Data de inscrição ({zone})', sheet: 'Lista de alunos' },
};

/** The five column headers, in the file's column order. */
export function rosterHeaders(locale: LocaleCode, timeZone: string): string[] {
  const texts = ROSTER_TEXTS[locale];
  return [texts.userId, texts.name, texts.email, texts.progress, texts.enrolledAt.replace('{zone}', timeZone)];
}

export const rosterSheetName = (locale: LocaleCode): string => ROSTER_TEXTS[locale].sheet;
