// The server's own words (the refusals it answers with, message ids 'server.…'): the 'server' area of each catalogue,
// compiled by scripts/compile-catalogs.mjs. Only the API server imports this; the portal never loads that area.
import type { LocaleCode } from '@academy/rules';
import type { CompiledMessages } from './index.ts';
import zh_CN from '../compiled/parts/zh_CN.server.json' with { type: 'json' };
import en_US from '../compiled/parts/en_US.server.json' with { type: 'json' };
import es_ES from '../compiled/parts/es_ES.server.json' with { type: 'json' };
import ru_RU from '../compiled/parts/ru_RU.server.json' with { type: 'json' };
import ar_SA from '../compiled/parts/ar_SA.server.json' with { type: 'json' };
import pl_PL from '../compiled/parts/pl_PL.server.json' with { type: 'json' };
import de_DE from '../compiled/parts/de_DE.server.json' with { type: 'json' };
import tr_TR from '../compiled/parts/tr_TR.server.json' with { type: 'json' };
import fr_FR from '../compiled/parts/fr_FR.server.json' with { type: 'json' };
import ja_JP from '../compiled/parts/ja_JP.server.json' with { type: 'json' };
import ko_KR from '../compiled/parts/ko_KR.server.json' with { type: 'json' };
import pt_BR from '../compiled/parts/pt_BR.server.json' with { type: 'json' };

const parts = { zh_CN, en_US, es_ES, ru_RU, ar_SA, pl_PL, de_DE, tr_TR, fr_FR, ja_JP, ko_KR, pt_BR };
export const serverMessages = parts as unknown as Record<LocaleCode, CompiledMessages>;
