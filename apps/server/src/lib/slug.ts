import { randomBytes } from 'node:crypto';

/**
 * Letters a plain ASCII address cannot hold, spelled out: German as Germans write them without
 * umlauts, Cyrillic and Greek in a common Latin transliteration. Other scripts (Chinese, Arabic …)
 * have no short, agreed spelling; their ids fall back to a neutral word (see `readableId`).
 */
const SPELLED_OUT: Record<string, string> = {
  ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss',
  // Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian)
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', ѓ: 'g', е: 'e', ё: 'e', є: 'ye', ж: 'zh', з: 'z', ѕ: 'dz',
  и: 'i', і: 'i', ї: 'yi', й: 'y', ј: 'j', к: 'k', ќ: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Greek (accents are dropped before this table is read)
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

function spellOut(character: string): string {
  const whole = SPELLED_OUT[character];
  if (whole !== undefined) return whole;
  // 'é' → 'e', 'ά' → 'α' → 'a': the letter without its accents.
  const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
  return [...base].map((letter) => SPELLED_OUT[letter] ?? letter).join('');
}

/** "Margarete Weber" → "margarete-weber", "Иван Петров" → "ivan-petrov"; '' when nothing Latin remains. */
export function slug(text: string): string {
  // Greek 'ου' is one sound, written 'ou' (Παπαδόπουλος → papadopoulos).
  return [...text.normalize('NFC').toLowerCase().replace(/ο[υύ]/g, 'ou')]
    .map(spellOut)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * A readable, unguessable id: the slug and six hex digits ("ivan-petrov-3fa9c2"), or the neutral
 * word and the digits when the name has no letter a URL can hold ("李 明" → "gedenkseite-3fa9c2").
 */
export function readableId(text: string, fallback: string, maxSlugLength = 60): string {
  const readable = slug(text).slice(0, maxSlugLength).replace(/-+$/, '');
  return `${readable || fallback}-${randomBytes(3).toString('hex')}`;
}
