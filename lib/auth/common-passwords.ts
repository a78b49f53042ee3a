// The most common passwords of at least 8 characters (from public breach-frequency lists such
// as the SecLists top-10k), lower-cased. Shorter ones are already refused by the length rule.
export const COMMON_PASSWORDS: readonly string[] = `
password 12345678 123456789 1234567890 12345678910 qwertyuiop qwerty123 qwerty12 1q2w3e4r 1q2w3e4r5t
1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 iloveyou princess1 password1 password12 password123 password1234
passw0rd p@ssw0rd p@ssword pa$$word 11111111 111111111 1111111111 00000000 000000000 0000000000 88888888
87654321 987654321 9876543210 12341234 11223344 112233445566 123123123 123qweasd 123qweasdzxc abcd1234
abc12345 abcdefgh abcdefg1 aaaaaaaa asdfghjk asdfghjkl asdf1234 qazwsxedc qwertyui qwertyuiop123 zxcvbnm1
zxcvbnmm sunshine sunshine1 football football1 baseball baseball1 basketball superman superman1 batman123
iloveyou1 iloveyou2 princess babygirl babygirl1 whatever trustno1 starwars starwars1 computer computer1
michelle jennifer jessica1 jordan23 internet letmein1 letmein123 welcome1 welcome123 welcome12 master123
masterkey dragon123 monkey123 shadow123 charlie1 freedom1 cheese123 chocolate butterfly butterfly1 liverpool
chelsea1 arsenal1 manchester dolphins mercedes samsung1 pokemon1 minecraft minecraft1 fortnite spiderman
snoopy123 hello123 hellohello helloworld loveyou1 lovelove lovely123 forever1 friends1 family123 michael1
jonathan benjamin elizabeth nicholas danielle victoria alexander christian jasmine1 tigger123 mustang1
corvette ferrari1 harley123 yankees1 cowboys1 steelers eagles123 qwerty1234 admin123 administrator
adminadmin root1234 toor1234 changeme changeme1 default1 secret123 test1234 testtest testing123 guest123
letmein! password! qwerty!@ 1234qwer q1w2e3r4 q1w2e3r4t5 a1b2c3d4 a1234567 aa123456 aaa11111 1234abcd
12qwaszx 147258369 159753456 159357456 789456123 741852963 123654789 147852369 963852741 2wsx3edc
google123 facebook1 linkedin instagram youtube1 twitter1 myspace1 hotmail1 yahoo123 gmail123 iphone123
soccer123 hockey123 tennis123 golfer123 killer123 hunter123 ranger123 thunder1 pepper123 summer123
winter123 spring123 autumn123 january1 december monday123 angel123 jesus123 blessed1 heaven123 mother123
father123 sister123 brother1 flower123 rainbow1 purple123 orange123 banana123 apple123 matrix123 ninja123
`
  .split(/\s+/)
  .filter(Boolean);
