/**
 * The most common passwords, refused at registration, profile change and password reset (issue 9:
 * a shop for memorial books must not accept '123456'). This short list is what the browser checks
 * as the user types: the most frequent 500 passwords of 6 characters or more from
 * @zxcvbn-ts/language-common 4.1.3 (MIT; from the "10 million passwords" lists), plus German ones.
 * The server checks the same list and, beyond it, that package's full list of about 49 000
 * (apps/server/src/lib/common-passwords.ts): a password found only there is refused with the same
 * message from the server. Kept small on purpose: it is part of the web app's bundle.
 */
const LIST =
  '123456 password 12345678 qwerty 123456789 111111 1234567 dragon 123123 baseball abc123 football ' +
  'monkey letmein shadow master 696969 michael mustang 666666 qwertyuiop 123321 1234567890 superman ' +
  '1qaz2wsx 7777777 fuckyou jordan qazwsx jennifer 123qwe 000000 killer trustno1 hunter harley zxcvbnm ' +
  'asdfgh buster andrew batman soccer tigger charlie robert sunshine thomas iloveyou fuckme ranger ' +
  'daniel hockey george computer michelle jessica starwars asshole pepper klaster 112233 zxcvbn ' +
  'freedom princess joshua maggie ginger 11111111 131313 amanda ashley cheese 159753 nicole summer ' +
  'matthew chelsea dallas biteme matrix william yankees taylor corvette austin access martin heather ' +
  'thunder merlin secret diamond anthony hammer fucker 1234qwer silver gfhjkm justin patrick richard ' +
  'bailey internet samantha golfer scooter orange cookie q1w2e3r4t5 maverick jackson sparky mickey ' +
  'phoenix bigdog snoopy guitar whatever chicken morgan andrea camaro mercedes peanut ferrari cowboy ' +
  'falcon welcome samsung steelers joseph smokey dakota melissa arsenal boomer eagles tigers marina ' +
  'nascar booboo gateway porsche yellow monster spider diablo hannah bulldog junior london purple ' +
  'compaq lakers iceman qwer1234 hardcore cowboys banana ncc1701 boston brandon tennis johnny miller ' +
  'q1w2e3r4 coffee scooby 123654 edward nikita mother yamaha brandy barney chester fuckoff oliver ' +
  'charles player knight forever steven rangers midnight chicago bigdaddy redsox victoria badboy ' +
  'please fender jasper slayer rabbit natasha rachel bigdick marine wizard marlboro raiders prince ' +
  'casper fishing flower crystal jasmine panties iwantu adidas winner winter gandalf password1 ghbdtn ' +
  '1q2w3e4r angela golden lauren cocacola jordan23 winston madison angels blowme panther sexsex ' +
  'bigtits spanky shannon sophie johnson asdfasdf thx1138 toyota murphy canada danielle 12344321 ' +
  'blowjob 8675309 jonathan liverpoo muffin cooper apples jackie dennis qwerty123 passw0rd abcd1234 ' +
  'sandra pokemon 123abc slipknot carlos qazxsw 123456a scorpion qwaszx nathan butter startrek rainbow ' +
  'asdfghjkl redskins newyork gemini cameron qazwsxedc florida liverpool turtle nicholas viking booger ' +
  'wilson sierra butthead doctor rocket 159357 victor dolphins captain bandit jaguar packers pookie ' +
  'peaches 789456 dolphin helpme tucker theman tiffany maxwell jeremy qwertyui shithead debbie albert ' +
  'maddog lovers monica united giants nirvana metallic hotdog rosebud mountain benjamin warrior stupid ' +
  'elephant suckit success bond007 jackass bonnie alexis scorpio samson q1w2e3 rush2112 azerty freddy ' +
  'driver willie calvin 1q2w3e4r5t sydney gators dexter red123 12345a 123456q creative voodoo arthur ' +
  'trouble america nissan gunner rebecca stella garfield gordon jessie bullshit parker asdfghjk ' +
  'fucking apollo 1qazxsw2 eminem december legend airborne beavis august brooklyn godzilla skippy ' +
  '4815162342 kitten shelby beaver phantom nothing asdasd williams xavier braves darkness blink182 ' +
  'travis copper tomcat platinum qweqwe 01012011 bigboy 102030 animal police 11223344 online voyager ' +
  'lifehack 12qwaszx sniper 315475 trinity walter blazer heaven snowball playboy bubbles loveme ' +
  'hooters cricket marvin willow donkey topgun nintendo saturn family november gabriel destiny ' +
  'pakistan pumpkin digital sergey chance explorer redwings private therock runner 789456123 lasvegas ' +
  'guinness beatles cassie christin qwerty1 asdf1234 celtic broncos andrey 007007 babygirl nelson ' +
  'donald eclipse cartman fluffy louise michigan testing carolina little samuel alexande birdie cherry ' +
  'pantera sharon gibson vampire mexico dickhead buffalo montana genius flyers maximus school ' +
  'minecraft lovely stalker metallica doggie carter kristina kimberly spencer speedy barbara snickers ' +
  'sabrina carmen marcus bronco yankee friends paradise lol123 dreams magnum horses caroline 147258369 ' +
  'lacrosse goober member qwertyu enigma scotty pimpin bollocks surfer genesis poohbear passwort ' +
  'passwort1 passwort12 passwort123 kennwort kennwort123 hallo123 hallo1234 hallo12 hallo1 ' +
  'hallohallo schatz schatzi schatz1 schatz123 geheim geheim123 fussball fußball ichliebedich ' +
  'qwertz qwertz1 qwertz123 qwertzu qwertzuiop yxcvbnm sommer sommer1 frühling schalke04 bayern ' +
  'bayern1 fcbayern dortmund borussia werder eintracht hamburg berlin münchen muenchen mausi1 ' +
  'sonnenschein schnecke schmetterling blume1 blumen hundehund katze1 prinzessin engelchen liebling ' +
  'gott123 familie deutschland ficken arschloch scheisse scheiße startstart willkommen anmelden ' +
  'erinnerung erinnerungsbuch ' +
  // The demo accounts' published password (README): no real account may have it.
  'gedenken2026';

let common: Set<string> | undefined;

/** Case does not matter: 'Passwort' is as easy to guess as 'passwort'. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(LIST.split(' '));
  return common.has(password.normalize('NFC').toLowerCase());
}
