/**
 * Commonly used passwords of 10+ characters (shorter ones are refused by length anyway), from public
 * breach top lists, plus generated variants (base words with common suffixes). Compared lower-cased.
 */
const LISTED = `1234567890 0123456789 0987654321 1111111111 0000000000 1234512345 1122334455 1234554321
1q2w3e4r5t 1qaz2wsx3edc qwertyuiop qwertyuiop1 asdfghjkl1 zxcvbnm123 qwerty1234 qwerty12345
qwerty123456 1q2w3e4r5t6y q1w2e3r4t5 q1w2e3r4t5y6 qazwsxedc1 qazwsxedcrfv 1qazxsw23edc zaq12wsxcde3
password12 password123 password1234 password12345 password123456 password01 password2020 password2021
password2022 password2023 password2024 password2025 password2026 passw0rd123 p@ssw0rd123 p@ssword123
iloveyou12 iloveyou123 iloveyou1234 iloveyou!! princess123 sunshine123 football123 baseball123
basketball basketball1 basketball123 superman123 batman12345 starwars123 pokemon123 naruto1234
michael123 jennifer123 jordan2323 charlie123 dragon1234 monkey12345 letmein123 letmeinnow welcome123
welcome1234 welcome2024 welcome2025 administrator admin12345 admin123456 adminadmin admin1234567
rootroot12 changeme123 changemenow trustno1234 whatever123 computer123 internet123 samsung123
myspace123 facebook123 linkedin123 google1234 microsoft1 liverpool1 liverpool123 chelsea123 arsenal123
manchester manchester1 barcelona1 realmadrid christmas1 halloween1 blink182blink abcdefghij abcdefg123
abcd123456 abc1234567 abcde12345 a1b2c3d4e5 aa12345678 asdf123456 zxcvbnm1234 qweasdzxc1 qweasdzxc123
1234qwerasdf 12345qwert 12345qwerty 123456789a 123456789q 1234567890q 123123123123 123321123321
1234567891 1234567899 9876543210 5555555555 7777777777 8888888888 9999999999 1212121212 6969696969
0000000001 1231231234 2222222222 3333333333 4444444444 6666666666 147258369a 1478963250 1597534862
7894561230 7418529630 michelle12 jessica123 ashley1234 daniel1234 anthony123 thomas1234 matthew123
nicole1234 hannah1234 soccer1234 hockey1234 tigger1234 buster1234 pepper1234 ginger1234 cookie1234
summer2024 summer2025 spring2024 autumn2024 winter2024 loveyou123 lovelove12 sweetheart babygirl12
babygirl123 iloveu1234 fuckyou123 shadow1234 master1234 killer1234 hunter1234 freedom123 secret1234
mustang123 corvette12 ferrari123 mercedes12 harley1234 yankees123 cowboys123 eagles1234 steelers12
dallas1234 chicago123 newyork123 california london1234 paris12345 mexico1234 espana1234 russia1234
moscow1234 vietnam123 china12345 woaini1314 woaini520 5201314520 1314520521 qwertyuiop123
contrasena contrasena1 contraseña 1234contrasena parol12345 parolparol privet1234 ytrewq1234
matkhau123 matkhau1234 anhyeuem123 motconvit portico123 portico1234 visa123456 ds160ds160
useruser12 testtest12 test123456 test1234567 guest12345 demo123456 temp123456 temporary1 default123
letmein!23 p@ssw0rd!! passw0rd!! password!! password!1 qwerty!234 Aa123456789 Aa1234567890`;

const BASES = [
  'password',
  'passw0rd',
  'p@ssw0rd',
  'qwerty',
  'iloveyou',
  'welcome',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'shadow',
  'master',
  'superman',
  'michael',
  'charlie',
  'jordan',
  'trustno1',
  'admin',
  'login',
  'abc123',
  'qazwsx',
  'starwars',
  'whatever',
  'freedom',
  'hello',
  'computer',
  'internet',
  'portico',
  'secret',
  'summer',
  'winter',
  'pokemon',
  'matrix',
];
const SUFFIXES = ['1234', '12345', '123456', '2023', '2024', '2025', '2026', '!!!!', '1!', '123!', '@123'];

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...LISTED.split(/\s+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
  ...BASES.flatMap((base) => SUFFIXES.map((suffix) => `${base}${suffix}`)).filter((p) => p.length >= 10),
]);
